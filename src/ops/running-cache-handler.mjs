/**
 * The running server's cache handler (local-cache-handler.mjs or redis-cache-handler.mjs), for work
 * outside a request: a job the queue's timer runs (a planned publication, the feed import) has no
 * request to expire cache tags through. Next makes handlers as it needs them, all of a process's
 * sharing one store, and each registers itself here, so the latest serves. Kept under a global
 * symbol: Next loads the handler by path at run time, while the app's bundle holds a copy of its
 * own of this module.
 */
const KEY = Symbol.for('koers.running-cache-handler')

/** @typedef {{ revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> }} TagExpiry */

/** @param {TagExpiry} handler */
export function registerCacheHandler(handler) {
  Reflect.set(globalThis, KEY, handler)
}

/** @returns {TagExpiry | undefined} none outside a Next server (seed script, tests through the Local API) */
export function runningCacheHandler() {
  const handler = Reflect.get(globalThis, KEY)
  return handler && typeof handler.revalidateTag === 'function' ? handler : undefined
}
