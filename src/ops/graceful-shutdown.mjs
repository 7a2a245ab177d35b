/**
 * Stopping an HTTP server without cutting off a request that reached it: the server stops
 * listening, answers every request it received (those answers close their connection), closes the
 * connections that carry no request, and reports when the last connection has ended. What is
 * still open after the grace period is cut.
 *
 * Node's `server.close()` is not enough on its own. It closes the listening socket at once, which
 * resets the connections waiting in its backlog: the kernel completed them and took their request,
 * but Node accepts one connection per turn of the event loop (libuv since 1.45), and a busy server
 * (rendering) lets dozens queue up. And it destroys every connection Node counts as idle, which includes connections
 * whose request has arrived but has not been read yet, and those whose answer has been ended but
 * not yet written out. Their clients get ECONNRESET for requests sent before the signal.
 */
import net from 'node:net'

/**
 * Calls `callback` after the event loop has polled for I/O once more (at least), also when called
 * from within a poll: what the kernel held for the server (connections, request bytes) by then has
 * been taken in.
 * @param {() => void} callback
 */
const afterNextPoll = (callback) => setImmediate(() => setImmediate(callback))

/**
 * @typedef {object} DrainOptions
 * @property {number} graceMs how long requests may take to finish before they are cut
 * @property {() => void} onStopped called once: after the last connection ended, or the grace
 * @property {Pick<Console, 'log' | 'warn'>} [log]
 * @property {number} [backlog] the listen backlog (Node's default, 511): the most connections that
 *   can be waiting to be accepted when the shutdown starts
 */

/**
 * Tracks `server`'s requests from now on and returns the function that shuts it down.
 * @param {import('node:http').Server} server
 * @param {DrainOptions} options
 * @returns {(reason: string) => void} starts the shutdown; later calls do nothing
 */
export function drainOnShutdown(server, { graceMs, onStopped, log = console, backlog = 511 }) {
  /** Responses not yet written out in full. */
  const unfinished = new Set()
  let accepted = 0
  server.on('connection', () => accepted++)
  let stopping = false
  let closingIdle = false
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    onStopped()
  }

  const closeIdleConnections = () =>
    afterNextPoll(() => {
      // Node counts a connection idle once its answer is ended, before the answer is written out;
      // this runs again when that answer is done.
      for (const res of unfinished) if (res.writableEnded) return
      server.closeIdleConnections()
    })

  /**
   * Calls `done` once the connections waiting in the listen backlog have been accepted: Node takes
   * one per turn of the event loop, so this waits for a turn that brings none (bounded by the
   * backlog's size, as clients may keep connecting meanwhile).
   * @param {number} turnsLeft
   * @param {() => void} done
   */
  const acceptBacklog = (turnsLeft, done) => {
    const before = accepted
    afterNextPoll(() => (accepted === before || turnsLeft <= 0 ? done() : acceptBacklog(turnsLeft - 1, done)))
  }

  // Before the app's handler: an answer given during the shutdown already carries the header.
  server.prependListener('request', (req, res) => {
    if (stopping) res.setHeader('Connection', 'close')
    unfinished.add(res)
    res.once('close', () => {
      unfinished.delete(res)
      // An answer whose headers went out before the shutdown left its connection open.
      if (closingIdle) closeIdleConnections()
    })
  })

  return (reason) => {
    if (stopping) return
    stopping = true
    log.log(`${reason}: finishing ${unfinished.size} request(s), then stopping`)
    for (const res of unfinished) if (!res.headersSent) res.setHeader('Connection', 'close')
    acceptBacklog(backlog, () => {
      // net's close: http's would also destroy the connections accepted just now, before their
      // request has been read.
      net.Server.prototype.close.call(server, stop)
      closingIdle = true
      closeIdleConnections()
    })
    setTimeout(() => {
      log.warn(`Shutdown grace over: closing ${unfinished.size} unfinished request(s)`)
      server.closeAllConnections()
      stop()
    }, graceMs).unref()
  }
}
