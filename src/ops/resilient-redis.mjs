/**
 * A Redis connection that is an accelerator, never a single point of failure. Every call a request
 * waits for has a deadline; Redis not answering within it (a frozen or overloaded server: the
 * connection stays open, no replies come) counts as Redis being away, exactly like a closed
 * connection. The connection is then dropped and opened again after a short pause, and it is only
 * ready once Redis answers the new connection's handshake: meanwhile no command is sent and users
 * (`isReady()`, `run()`, rate-limiter-flexible's `rejectIfRedisNotReady`) fall back to this
 * process's memory at once instead of each waiting out a deadline. A heartbeat notices a frozen
 * Redis while no request uses it. One warning is logged when Redis goes away, one when it is back.
 *
 * node-redis's own `commandOptions.timeout` is no such deadline: it covers a command only until it
 * is written to the socket, never the wait for the reply.
 */
import { createClient } from 'redis'

/**
 * The durations, from the environment (milliseconds): connecting, the deadline of one call,
 * the pause before reconnecting after a missed deadline, and the heartbeat's interval.
 * @param {Record<string, string | undefined>} [env]
 */
export function redisTiming(env = process.env) {
  return {
    connectTimeoutMs: Number(env.REDIS_CONNECT_TIMEOUT_MS) || 500,
    deadlineMs: Number(env.REDIS_COMMAND_TIMEOUT_MS) || 300,
    retryMs: Number(env.REDIS_RETRY_MS) || 1000,
    heartbeatMs: Number(env.REDIS_HEARTBEAT_MS) || 1000,
  }
}

/** @typedef {ReturnType<typeof redisTiming>} RedisTiming */

/**
 * The timer functions this module uses; tests pass a clock they advance themselves.
 * @typedef {{
 *   setTimeout: (callback: () => void, ms: number) => unknown,
 *   clearTimeout: (timer: any) => void,
 *   setInterval: (callback: () => void, ms: number) => unknown,
 *   clearInterval: (timer: any) => void,
 *   setImmediate: (callback: () => void) => unknown,
 * }} Timers
 */

/** @type {Timers} */
const nodeTimers = globalThis

/** @param {unknown} timer */
const unref = (timer) => {
  if (timer && typeof timer === 'object' && 'unref' in timer && typeof timer.unref === 'function') timer.unref()
}

/** Redis did not answer within the deadline. */
export class DeadlineError extends Error {
  /** @param {number} ms */
  constructor(ms) {
    super(`no answer within ${ms} ms`)
    this.name = 'DeadlineError'
  }
}

/**
 * Settles like `promise`, or rejects with a DeadlineError when it has not settled `ms` after the
 * command left the process. The deadline counts Redis's time, not this process's: node-redis
 * writes a command in the event loop's check phase (setImmediate), which a busy process (rendering
 * pages) reaches only after its other work, so the timer starts in that same check phase rather
 * than at the call. And when the timer fires, the decision waits for the next check phase: an
 * answer that arrived while the process was busy is read first instead of counted late.
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {Timers} [timers]
 * @returns {Promise<T>}
 */
export function withDeadline(promise, ms, timers = nodeTimers) {
  return new Promise((resolve, reject) => {
    let settled = false
    /** @type {unknown} */
    let timer
    timers.setImmediate(() => {
      if (settled) return
      timer = timers.setTimeout(() => {
        timers.setImmediate(() => {
          if (settled) return
          settled = true
          reject(new DeadlineError(ms))
        })
      }, ms)
    })
    promise.then(
      (value) => {
        if (settled) return
        settled = true
        timers.clearTimeout(timer)
        resolve(value)
      },
      (error) => {
        if (settled) return
        settled = true
        timers.clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * @param {string | undefined} url Redis's address (the client's default, localhost:6379, when undefined)
 * @param {{
 *   name: string,
 *   logger?: { warn: (message: string) => void },
 *   onReady?: () => void,
 *   timing?: RedisTiming,
 *   timers?: Timers,
 * }} options
 */
export function createResilientRedis(
  url,
  { name, logger = console, onReady, timing = redisTiming(), timers = nodeTimers },
) {
  const client = createClient({
    url,
    // A command while Redis is away fails at once instead of waiting for it in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: timing.connectTimeoutMs,
      // After an unexpected close: quick at first, then every five seconds, for as long as it takes.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  })
  let down = false
  let closed = false
  /** @type {unknown} */
  let reconnectTimer
  /** @param {string} reason */
  const wentDown = (reason) => {
    if (down) return
    down = true
    logger.warn(`${name}: Redis unavailable (${reason}); using this process's memory until it is back`)
  }
  /** Connects in the background; never awaited by a request, which sees isReady() false until then. */
  const connect = () => {
    client.connect().catch((error) => {
      firstAttemptDone()
      wentDown(error?.message || String(error))
    })
  }
  /**
   * Redis missed a deadline: drop the connection (what waits for a reply fails now) and open a new
   * one after a pause. That one is ready only once Redis answers its handshake.
   * @param {string} reason
   */
  const trip = (reason) => {
    if (closed || !client.isOpen) return
    wentDown(reason)
    client.destroy()
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined
      if (!closed && !client.isOpen) connect()
    }, timing.retryMs)
    unref(reconnectTimer)
  }
  /** @type {() => void} */
  let firstAttemptDone = () => {}
  /**
   * Settles once the first connection attempt has: ready, failed, or given up after the connect
   * timeout. Until then Redis is not away, it is not yet there (see `settledStatus`).
   * @type {Promise<void>}
   */
  const firstAttempt = new Promise((resolve) => {
    const bound = timers.setTimeout(resolve, timing.connectTimeoutMs)
    unref(bound)
    firstAttemptDone = () => {
      timers.clearTimeout(bound)
      resolve()
    }
  })
  client.on('error', (error) => {
    firstAttemptDone()
    wentDown(error?.message || String(error))
  })
  client.on('end', () => wentDown('connection closed'))
  client.on('ready', () => {
    firstAttemptDone()
    if (down) logger.warn(`${name}: Redis is back`)
    down = false
    onReady?.()
  })
  connect()

  /**
   * Runs `work` on Redis within the deadline; `fallback` (this process's memory) when Redis is not
   * ready, when `work` fails, or when the deadline passes (which also takes Redis out of use).
   * @template T, F
   * @param {(redis: typeof client) => Promise<T>} work
   * @param {() => F | Promise<F>} fallback
   * @returns {Promise<T | F>}
   */
  async function run(work, fallback) {
    if (!client.isReady) return fallback()
    try {
      return await withDeadline(work(client), timing.deadlineMs, timers)
    } catch (error) {
      if (error instanceof DeadlineError) trip(error.message)
      return fallback()
    }
  }

  let beating = false
  const heartbeat = timers.setInterval(() => {
    if (beating) return
    beating = true
    void run(
      (redis) => redis.ping(),
      () => undefined,
    ).finally(() => (beating = false))
  }, timing.heartbeatMs)
  unref(heartbeat)

  return {
    client,
    run,
    isReady: () => client.isReady,
    /** The state /healthz reports. */
    status: () => (client.isReady ? 'ok' : 'unavailable'),
    /** The state, once the first connection attempt has settled (at most the connect timeout). */
    settledStatus: async () => {
      await firstAttempt
      return client.isReady ? 'ok' : 'unavailable'
    },
    close: async () => {
      closed = true
      timers.clearInterval(heartbeat)
      timers.clearTimeout(reconnectTimer)
      // A graceful close waits for the replies still due, which a frozen Redis never sends.
      await withDeadline(client.close(), timing.deadlineMs).catch(() => client.destroy())
    },
  }
}
