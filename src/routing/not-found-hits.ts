import { siteUrl } from '@/env'

import { redactPersonalSegments } from './personal-path'
import { normaliseRedirectSource } from './redirect-rules'

/**
 * The 404s of the public site counted in memory, for the editors' 404 list: the proxy counts here
 * and never waits; the app writes the counts a moment later, together (src/routing/server/not-found-log.ts).
 * On globalThis, as the route memory: the proxy and the app are bundled apart but share the process.
 */

/** Distinct paths gathered between two writes; more in one window are not counted. */
const MAX_PENDING_PATHS = 200
/** Hits are gathered this long and written together: one write per path per window. */
const WRITE_DELAY_MS = 2_000
const MAX_PATH_LENGTH = 300

type Store = { pending: Map<string, number>; timer?: NodeJS.Timeout; write?: () => void }

const STORE = Symbol.for('koers.not-found-hits')
type Global = { [STORE]?: Store }

function store(): Store {
  const global = globalThis as Global
  return (global[STORE] ??= { pending: new Map() })
}

/**
 * The path as the log keeps it, the way a redirect's 'Oud adres' is written, with each part that
 * looks like personal data (an e-mail address, phone number, IBAN, BSN) replaced; null for what the
 * log leaves out: overlong paths.
 */
function loggedPath(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return null
  const path = normaliseRedirectSource(pathname, siteUrl())
  return path && redactPersonalSegments(path)
}

/** Counts one 404 of the public site. Only memory is touched here, so the 404 answer never waits. */
export function recordNotFound(pathname: string): void {
  const path = loggedPath(pathname)
  if (!path) return
  const current = store()
  const count = current.pending.get(path)
  if (count !== undefined) current.pending.set(path, count + 1)
  else if (current.pending.size < MAX_PENDING_PATHS) current.pending.set(path, 1)
  if (current.write)
    current.timer ??= setTimeout(() => {
      current.timer = undefined
      current.write?.()
    }, WRITE_DELAY_MS).unref()
}

/** The hits counted since the last call, which start again from none. */
export function takeNotFoundHits(): Map<string, number> {
  const current = store()
  const hits = current.pending
  current.pending = new Map()
  return hits
}

/** Who writes the counts: called a moment after the first hit of each window. */
export function writeNotFoundHitsWith(write: () => void): void {
  store().write = write
}
