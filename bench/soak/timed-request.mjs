/**
 * One request of the soak, counted in the tally under its kind: status, time, or no answer.
 */

/** Longer than the server's own answer budget (REQUEST_TIME_BUDGET_SECONDS, 150 s). */
const REQUEST_TIMEOUT_MS = 180_000

/**
 * @typedef {{ kind: string, url: string, init?: RequestInit,
 *   expect?: (status: number) => boolean, readBody?: boolean }} SoakRequest
 */

/**
 * Sends a request and reads its body (so the server does the whole work of the answer).
 * Returns the response and its text, or null when no answer came.
 * @param {import('./request-tally.mjs').RequestTally} tally
 * @param {SoakRequest} request
 * @param {AbortSignal} [stop] aborts when the run ends early (the server died)
 */
export async function timedRequest(tally, { kind, url, init = {}, expect = (status) => status < 400 }, stop) {
  const started = performance.now()
  const signal = stop
    ? AbortSignal.any([stop, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
    : AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, signal })
    const text = await response.text()
    const path = new URL(url).pathname
    tally.answer(kind, response.status, performance.now() - started, {
      expected: expect(response.status),
      detail: `${init.method ?? 'GET'} ${path}${response.status >= 500 ? `: ${text.slice(0, 200)}` : ''}`,
    })
    return { response, text }
  } catch (error) {
    if (stop?.aborted) return null
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
    tally.failure(kind, `${init.method ?? 'GET'} ${new URL(url).pathname}: ${String(error)}${cause}`)
    return null
  }
}
