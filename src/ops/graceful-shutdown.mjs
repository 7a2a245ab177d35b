/**
 * Stopping an HTTP server without cutting off a request that reached it: the server stops taking
 * new connections (a client that connects after that is refused, never taken in and then reset),
 * answers every request it received (those answers close their connection), closes the
 * connections that carry no request, and reports when the last connection has ended. What is
 * still open after the grace period is cut.
 *
 * Node's `server.close()` is not enough on its own. Closing the listening socket resets the
 * connections waiting in its queue (the kernel completed them and took their request) and those
 * whose handshake is under way, and Node accepts one connection per turn of the event loop (libuv
 * since 1.45): a busy server (rendering) lets dozens queue up while new clients keep coming. So
 * at the signal the backlog is lowered to nothing: Linux then takes a client only into an empty
 * queue (a queue is full when it holds more than its backlog) and drops the SYN of the others,
 * whose retry a second later is refused. The server takes in what waits, and closes the socket
 * at a moment when its queue holds nothing but a connection the server made to itself to take that
 * last place, and no client's handshake is under way: the close then resets no client.
 *
 * And `server.close()` destroys every connection Node counts as idle, which includes connections
 * whose request has arrived but has not been read yet, and those whose answer has been ended but
 * not yet written out. Their clients get ECONNRESET for requests sent before the signal.
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
 * The sockets on the listening socket's port at `address`, from /proc/net/tcp (tcp6 for IPv6) on
 * Linux: how many connections the kernel completed and queued for it (the listening socket's
 * receive queue), the remote ports of the clients whose handshake is still under way (SYN_RECV),
 * which join the queue when their last ACK arrives, and the remote ports of the established
 * connections (queued or accepted). Undefined where that cannot be read.
 * @param {import('node:net').AddressInfo} address
 * @returns {{ queued: number, handshaking: Set<number>, connectedFrom: Set<number> } | undefined}
 */
function socketsOnPort({ port, family }) {
  let text = ''
  try {
    text = fs.readFileSync(family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp', 'utf8')
  } catch {
    return undefined
  }
  const portOf = (endpoint = '') => Number.parseInt(endpoint.split(':').at(-1) ?? '', 16)
  let queued = 0
  const handshaking = new Set()
  const connectedFrom = new Set()
  for (const line of text.split('\n').slice(1)) {
    const [, local, remote = '', state, queues = ''] = line.trim().split(/\s+/)
    if (portOf(local) !== port) continue
    if (state === '0A') queued += Number.parseInt(queues.split(':')[1], 16)
    else if (state === '03') handshaking.add(portOf(remote))
    else if (state === '01') connectedFrom.add(portOf(remote))
  }
  return { queued, handshaking, connectedFrom }
}

/**
 * Sets the listen backlog of `server`'s socket (listen(2) again on a listening socket only changes
 * its backlog). Node offers no public call for this; false where its handle does not have one.
 * @param {import('node:net').Server} server
 * @param {number} backlog
 */
function setBacklog(server, backlog) {
  const handle = '_handle' in server ? server._handle : undefined
  if (typeof handle !== 'object' || handle === null || !('listen' in handle)) return false
  return typeof handle.listen === 'function' && handle.listen.call(handle, backlog) === 0
}

/**
 * The address a connection of the server's own goes to: the listening address, or loopback where
 * the server listens on every address.
 * @param {import('node:net').AddressInfo} address
 */
function ownTarget({ address, family, port }) {
  if (address === '::') return { host: '::1', port }
  if (address === '0.0.0.0') return { host: '127.0.0.1', port }
  return { host: address, port, family: family === 'IPv6' ? 6 : 4 }
}

/** How often a stopping server looks again whether it can close its listening socket. */
const SEAL_RETRY_MS = 10

/**
 * Whether a client other than the server's own connections from local ports `ownPorts` is in the
 * middle of its handshake.
 * @param {NonNullable<ReturnType<typeof socketsOnPort>>} sockets
 * @param {ReadonlySet<number>} ownPorts
 */
const othersHandshaking = ({ handshaking }, ownPorts) => [...handshaking].some((client) => !ownPorts.has(client))

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
   * Closes the listening socket once it can be done without resetting a client (see
   * `closeIfSealed`), trying again after each client's connection is accepted and every few
   * milliseconds. Calls `done` after the close.
   * @param {() => void} done
   */
  const stopListening = (done) => {
    const address = server.address()
    let closed = false
    /** The local ports of the server's own connections that may still be accepted. */
    const ownPorts = new Set()
    /** @param {import('node:net').Socket} socket */
    const onConnection = (socket) => {
      // Right after a client's connection is accepted, before its request keeps the loop busy:
      // the queue has just been emptied. The own connections end themselves.
      if (!ownPorts.delete(socket.remotePort)) closeIfSealed()
    }
    /** @type {NodeJS.Timeout | undefined} */
    let retry
    // net's close: http's would also destroy the connections accepted just now, before their
    // request has been read.
    const close = () => {
      if (closed) return
      closed = true
      clearInterval(retry)
      server.off('connection', onConnection)
      net.Server.prototype.close.call(server, stop)
      done()
    }
    let backlog = 0
    if (typeof address !== 'object' || !address || !setBacklog(server, backlog)) return close()

    /**
     * Connects to the server itself and closes the listening socket if its queue then holds that
     * connection alone (or nothing) and no other client's handshake is under way: with the
     * backlog at nothing, once the own connection takes the one place in the queue, the kernel
     * lets no client in before the close. Loopback mostly completes the handshake within
     * connect(2), and nothing is accepted before the event loop polls again, so the check sees the
     * queue as the close will find it. Each try's own connection also keeps new clients out until
     * it is accepted. While a client's handshake is under way the backlog is one instead, so that
     * its last ACK finds room beside the own connection (a backlog of nothing would keep it out
     * until the close resets it).
     */
    const closeIfSealed = () => {
      if (closed) return
      const own = net.connect(ownTarget(address))
      own.on('error', () => {})
      // Queued after the connect(2) that net.connect defers to the same tick queue.
      process.nextTick(() => {
        const now = socketsOnPort(address)
        const from = own.localPort
        const mine = new Set(from === undefined ? ownPorts : [...ownPorts, from])
        const waiting = now ? othersHandshaking(now, mine) : false
        const ownQueued = from !== undefined && Boolean(now?.connectedFrom.has(from))
        if (!now || (backlog === 0 && !waiting && now.queued === (ownQueued ? 1 : 0))) close()
        else {
          if (from !== undefined) ownPorts.add(from)
          backlog = waiting ? 1 : 0
          setBacklog(server, backlog)
        }
        own.destroy()
      })
    }
    server.on('connection', onConnection)
    retry = setInterval(closeIfSealed, SEAL_RETRY_MS).unref()
    closeIfSealed()
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
      // Logged once the listening socket is closed: a client that reads it is refused.
      log.log(`${reason}: finishing ${unfinished.size} request(s), then stopping`)
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
