/**
 * Keeps the server running for `npm start`: a server process that crashed (a non-zero exit, or a
 * signal other than SIGTERM/SIGINT, such as the OOM killer's SIGKILL) is started again, after a
 * pause that doubles with each quick failure (1 s, 2 s, 4 s … 30 s) so a server that cannot start
 * does not spin; a server that stayed up a while counts as healthy again. It stops for good, with
 * the server finishing its requests, when it is asked to wherever the signal went: SIGINT/SIGTERM
 * to the supervisor are passed to the server; a server that was signalled itself exits with code 0
 * (or dies of the signal); and `npm`, signalled, exits without passing the signal on, which leaves
 * the supervisor with a new parent. In production systemd does this job (deploy/koers-site.service).
 */

/** The signals that ask the server to stop; any other ending is a crash. */
const STOP_SIGNALS = /** @type {const} */ (['SIGTERM', 'SIGINT'])

/**
 * Whether a server process that ended so was asked to stop: its own shutdown exits with code 0.
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
function endedOnRequest(code, signal) {
  return signal ? STOP_SIGNALS.some((stop) => stop === signal) : code === 0
}

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
    /** @param {string} reason @param {number | null} code @param {boolean} [onRequest] */
    const onEnd = (reason, code, onRequest = false) => {
      if (ended) return
      ended = true
      child = undefined
      if (stopping) return resolveStopped(code ?? 0)
      if (onRequest) {
        stopping = true
        log(`Server gestopt (${reason})`)
        return resolveStopped(0)
      }
      if (now() - startedAt >= backoff.healthyAfterMs) failures = 0
      const delay = restartDelay(failures++, backoff)
      log(`Server onverwacht gestopt (${reason}); over ${delay / 1000} s opnieuw gestart`)
      pending = setTimeout(run, delay)
    }
    current.once('exit', (code, signal) =>
      onEnd(signal ? `signaal ${signal}` : `code ${code}`, code, endedOnRequest(code, signal)),
    )
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

/**
 * Calls `onGone` once when this process's parent has gone (it then gets a new parent: init or a
 * subreaper). `npm start` is such a parent: on SIGTERM npm exits, and the shell it ran the script
 * in with it, without passing the signal on.
 * @param {() => void} onGone
 * @param {number} [intervalMs]
 * @returns {() => void} stops watching
 */
function whenParentGone(onGone, intervalMs = 500) {
  const parent = process.ppid
  const timer = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(timer)
    onGone()
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Supervises the server started by `start` until a stop signal reaches the supervisor or the
 * server, or the supervisor's parent goes away; resolves to the exit code for the supervisor.
 * @param {SupervisorOptions} options
 */
export async function superviseUntilStopped(options) {
  const supervisor = supervise(options)
  for (const signal of STOP_SIGNALS) process.on(signal, () => supervisor.stop(signal))
  const stopWatching = whenParentGone(() => supervisor.stop('SIGTERM'))
  const code = await supervisor.stopped
  stopWatching()
  return code
}
