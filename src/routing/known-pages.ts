/**
 * Paths that had a published document a moment ago, in this process's memory, so the proxy's 404
 * check costs a cached page no read from Next's cache. Only found paths are remembered: a page
 * published a second ago is never answered with the 404 page from here. A remembered path whose
 * document goes away still gets a 404 (from the page itself, as an empty document its scripts fill)
 * until the entry expires or an edit in this process clears it.
 */
const LIFETIME_MS = 30_000
const MAX_PATHS = 10_000

// One map per process: the proxy and the app's routes are bundled apart, each with its own modules.
const STORE = Symbol.for('koers.known-pages')
type Store = { [STORE]?: Map<string, number> }

function knownPaths(): Map<string, number> {
  const global = globalThis as Store
  return (global[STORE] ??= new Map())
}

export function isRememberedPage(path: string, now = Date.now()): boolean {
  const paths = knownPaths()
  const until = paths.get(path)
  if (until === undefined) return false
  if (until > now) return true
  paths.delete(path)
  return false
}

export function rememberPage(path: string, now = Date.now()): void {
  const paths = knownPaths()
  // Oldest first: a Map iterates in insertion order.
  if (paths.size >= MAX_PATHS) paths.delete(paths.keys().next().value!)
  paths.delete(path)
  paths.set(path, now + LIFETIME_MS)
}

/** After an edit in this process: every path is looked up again. */
export function forgetPages(): void {
  knownPaths().clear()
}
