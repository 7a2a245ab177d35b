/**
 * Keeps the server running for `npm start`: a server process that exits without being asked to is
 * started again, after a pause that doubles with each quick failure (1 s, 2 s, 4 s … 30 s) so a
 * server that cannot start does not spin; a server that stayed up a while counts as healthy again.
 * SIGINT/SIGTERM are passed to the server, which finishes its requests; then the supervisor exits
 * with it and never restarts it. In production systemd does this job (deploy/koers-site.service).
 */

/** @typedef {{ firstDelayMs: number, maxDelayMs: number, healthyAfterMs: number }} Backoff */

/** @type {Backoff} */
const defaultBackoff = { firstDelayMs: 1000, maxDelayMs: 30_000, healthyAfterMs: 30_000 }

/**
 * The pause before the next start, after `failures` quick failures in a row (0 for the first).
 * @param {number} failures
 * @param {Backoff} backoff
 */
export function restartDelay(failures, { firstDelayMs, maxDelayMs } = defaultBackoff) {
  return Math.min(firstDelayMs * 2 ** failures, maxDelayMs)
}

/**
 * What the supervisor uses of the server's process (a `ChildProcess`).
 * @typedef {object} ServerProcess
 * @property {number} [pid]
 * @property {(signal: NodeJS.Signals) => boolean} kill
 * @property {{
 *   (event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown
 *   (event: 'error', listener: (error: Error) => void): unknown
 * }} once
 */

/**
 * @typedef {object} SupervisorOptions
 * @property {() => ServerProcess} start starts the server process
 * @property {(message: string) => void} [log]
 * @property {Backoff} [backoff]
 * @property {() => number} [now]
 */

/**
 * @typedef {object} Supervisor
 * @property {(signal: NodeJS.Signals) => void} stop passes `signal` to the server; no restart follows
 * @property {Promise<number>} stopped the exit code once stopped: the server's, or 0
 * @property {() => number | undefined} pid the running server's process id
 */

/**
 * Starts the server and keeps it running until `stop` is called.
 * @param {SupervisorOptions} options
 * @returns {Supervisor}
 */
export function supervise({ start, log = console.log, backoff = defaultBackoff, now = Date.now }) {
  /** @type {ServerProcess | undefined} */
  let child
  /** @type {NodeJS.Timeout | undefined} */
  let pending
  let stopping = false
  let failures = 0
  /** @type {(code: number) => void} */
  let resolveStopped = () => {}
  /** @type {Promise<number>} */
  const stopped = new Promise((resolve) => (resolveStopped = resolve))

  const run = () => {
    pending = undefined
    const startedAt = now()
    const current = start()
    child = current
    log(`Server gestart (pid ${current.pid})`)
    let ended = false
    /** @param {string} reason @param {number | null} code */
    const onEnd = (reason, code) => {
      if (ended) return
      ended = true
      child = undefined
      if (stopping) return resolveStopped(code ?? 0)
      if (now() - startedAt >= backoff.healthyAfterMs) failures = 0
      const delay = restartDelay(failures++, backoff)
      log(`Server onverwacht gestopt (${reason}); over ${delay / 1000} s opnieuw gestart`)
      pending = setTimeout(run, delay)
    }
    current.once('exit', (code, signal) => onEnd(signal ? `signaal ${signal}` : `code ${code}`, code))
    // Starting failed (no process at all): no 'exit' follows.
    current.once('error', (error) => current.pid === undefined && onEnd(error.message, 1))
  }

  run()
  return {
    stop(signal) {
      stopping = true
      clearTimeout(pending)
      if (child) child.kill(signal)
      else resolveStopped(0)
    },
    stopped,
    pid: () => child?.pid,
  }
}
