/**
 * Work that has to be done before the server process exits on SIGTERM or SIGINT: the job runner
 * finishing or handing back the jobs it claimed. The app registers it; the production server
 * (scripts/serve.mjs) waits for it before it calls process.exit.
 *
 * Plain JavaScript, so that the server can load it without a build. The server and the app's
 * bundled code each load their own copy of this module, so the list lives on globalThis.
 */

const KEY = Symbol.for('koers.exitWork')

/** @returns {Set<Promise<unknown>>} */
function pending() {
  const global = /** @type {{ [KEY]?: Set<Promise<unknown>> }} */ (globalThis)
  global[KEY] ??= new Set()
  return global[KEY]
}

/**
 * Makes the server's exit wait for `work` (bounded by the caller of `exitWorkDone`).
 * @param {Promise<unknown>} work
 */
export function finishBeforeExit(work) {
  const entry = work.catch(() => {})
  pending().add(entry)
  void entry.then(() => pending().delete(entry))
}

/**
 * Resolves when every registered piece of work has settled, or after `limitMs`, whichever is first.
 * @param {number} limitMs
 * @returns {Promise<void>}
 */
export async function exitWorkDone(limitMs) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const limit = new Promise((resolve) => {
    timer = setTimeout(resolve, limitMs)
    timer.unref()
  })
  await Promise.race([Promise.allSettled([...pending()]), limit])
  clearTimeout(timer)
}
