/**
 * Stopping an HTTP server without cutting off a request that reached it: the server stops taking
 * new connections at once (a client that connects after the signal is refused, never taken in and
 * then reset), answers every request it received (those answers close their connection), closes
 * the connections that carry no request, and reports when the last connection has ended. What is
 * still open after the grace period is cut.
 *
 * Node's `server.close()` is not enough on its own. Closing the listening socket resets the
 * connections waiting in its backlog: the kernel completed them and took their request, but Node
 * accepts one connection per turn of the event loop (libuv since 1.45), and a busy server
 * (rendering) lets dozens queue up. So when connections wait there, the backlog is first lowered to
 * nothing, so that the kernel completes no new handshake (a client's SYN is dropped, and its retry
 * a second later is refused), the waiting connections are taken in, and the socket is closed as the
 * last of them is accepted. And `server.close()` destroys every connection Node counts as idle,
 * which includes connections whose request has arrived but has not been read yet, and those whose
 * answer has been ended but not yet written out. Their clients get ECONNRESET for requests sent
 * before the signal.
 */
import fs from 'node:fs'
import net from 'node:net'

/**
 * Calls `callback` after the event loop has polled for I/O once more (at least), also when called
 * from within a poll: what the kernel held for the server (connections, request bytes) by then has
 * been taken in.
 * @param {() => void} callback
 */
const afterNextPoll = (callback) => setImmediate(() => setImmediate(callback))

/**
 * The connections that wait for the listening socket at `address`, from /proc/net/tcp (tcp6 for
 * IPv6) on Linux: how many the kernel completed and queued (the listening socket's receive queue),
 * and the clients whose handshake is still under way (SYN_RECV), which join the queue when their
 * last ACK arrives. Undefined where that cannot be read.
 * @param {import('node:net').AddressInfo} address
 * @returns {{ queued: number, handshaking: Set<string> } | undefined}
 */
function waitingConnections({ port, family }) {
  let text = ''
  try {
    text = fs.readFileSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'utf8')
  } catch {
    return undefined
  }
  let queued = 0
  const handshaking = new Set()
  for (const line of text.split('\n').slice(1)) {
    const [, local = '', remote = '', state, queues = ''] = line.trim().split(/\s+/)
    if (Number.parseInt(local.split(':').at(-1) ?? '', 16) !== port) continue
    if (state === '0A') queued += Number.parseInt(queues.split(':')[1], 16)
    else if (state === '03') handshaking.add(remote)
  }
  return { queued, handshaking }
}

/**
 * Lowers the listen backlog of `server`'s socket to nothing (listen(2) again on a listening socket
 * only changes its backlog): the kernel keeps the connections it already completed but completes no
 * new one, so the socket can be closed once those are taken in without resetting a late client.
 * Node offers no public call for this; false where its handle does not have one.
 * @param {import('node:net').Server} server
 */
function refuseNewHandshakes(server) {
  const handle = '_handle' in server ? server._handle : undefined
  if (typeof handle !== 'object' || handle === null || !('listen' in handle)) return false
  return typeof handle.listen === 'function' && handle.listen.call(handle, 0) === 0
}

/**
 * @typedef {object} DrainOptions
 * @property {number} graceMs how long requests may take to finish before they are cut
 * @property {() => void} onStopped called once: after the last connection ended, or the grace
 * @property {Pick<Console, 'log' | 'warn'>} [log]
 */

/**
 * Tracks `server`'s requests from now on and returns the function that shuts it down.
 * @param {import('node:http').Server} server
 * @param {DrainOptions} options
 * @returns {(reason: string) => void} starts the shutdown; later calls do nothing
 */
export function drainOnShutdown(server, { graceMs, onStopped, log = console }) {
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
   * Closes the listening socket: at once when no connection waits in its backlog (or that cannot
   * be read), else as the last connection that waits now (queued, or mid-handshake) is accepted,
   * with no new handshake let in meanwhile. Calls `done` after the close.
   * @param {() => void} done
   */
  const stopListening = (done) => {
    const address = server.address()
    let closed = false
    /** Set while the connections that wait are taken in. */
    let onConnection = () => {}
    // net's close: http's would also destroy the connections accepted just now, before their
    // request has been read.
    const close = () => {
      if (closed) return
      closed = true
      server.off('connection', onConnection)
      net.Server.prototype.close.call(server, stop)
      done()
    }
    // The backlog is lowered before it is counted: reading /proc takes a while on a host with many
    // sockets, and a connection completed meanwhile would be missed by the count and reset.
    if (typeof address !== 'object' || !address || !refuseNewHandshakes(server)) return close()
    const waiting = waitingConnections(address)
    if (!waiting || waiting.queued + waiting.handshaking.size === 0) return close()
    const target = accepted + waiting.queued + waiting.handshaking.size
    // Read again on each turn: the clients that were mid-handshake may have given up, and another
    // socket on the port can make the count too high. Clients that started one since are not
    // waited for.
    const drained = () => {
      if (accepted >= target) return true
      const now = waitingConnections(address)
      return !now || (now.queued === 0 && ![...waiting.handshaking].some((client) => now.handshaking.has(client)))
    }
    onConnection = () => void (drained() && close())
    server.on('connection', onConnection)
    const check = () => afterNextPoll(() => (closed ? undefined : drained() ? close() : check()))
    check()
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
    for (const res of unfinished) if (!res.headersSent) res.setHeader('Connection', 'close')
    stopListening(() => {
      closingIdle = true
      closeIdleConnections()
    })
    // Logged once no new connection is let in: a client that reads it is refused.
    log.log(`${reason}: finishing ${unfinished.size} request(s), then stopping`)
    setTimeout(() => {
      log.warn(`Shutdown grace over: closing ${unfinished.size} unfinished request(s)`)
      server.closeAllConnections()
      stop()
    }, graceMs).unref()
  }
}
