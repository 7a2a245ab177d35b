import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createClient } from 'redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { consume, createLimiter } from '@/ops/rate-limit'
import { createResilientRedis } from '@/ops/resilient-redis.mjs'

import { ownRedis, type OwnRedis } from '../e2e/own-redis'
import { manualTimers } from '../unit/manual-timers'

/**
 * A Redis that keeps its connections open but answers nothing: a redis-server of this test's own
 * (never the shared one) stopped with SIGSTOP, and let go on with SIGCONT.
 */
let REDIS_URL = ''
const timing = { connectTimeoutMs: 500, deadlineMs: 300, retryMs: 1000, heartbeatMs: 1000 }
const logger = { warn: () => undefined }

let redis: OwnRedis
const connections: ReturnType<typeof createResilientRedis>[] = []

beforeAll(async () => {
  redis = await ownRedis()
  REDIS_URL = redis.url
  await redis.start()
})

afterEach(async () => {
  redis.freeze(false)
  await Promise.all(connections.splice(0).map((connection) => connection.close()))
})

afterAll(() => redis.kill())

/** A connection on the manual clock, ready. */
async function connect() {
  const clock = manualTimers()
  const connection = createResilientRedis(REDIS_URL, { name: 'test', logger, timing, timers: clock.timers })
  connections.push(connection)
  if (!connection.isReady()) await once(connection.client, 'ready')
  return { clock, connection }
}

describe('Redis frozen', () => {
  it('a call gets the fallback at its deadline, and Redis is out of use until it answers again', async () => {
    const { clock, connection } = await connect()
    redis.freeze(true)
    const answer = connection.run(
      (client) => client.get('koers:test'),
      () => 'from memory',
    )
    await clock.advance(timing.deadlineMs)
    expect(await answer).toBe('from memory')
    expect(connection.status()).toBe('unavailable')

    // Out of use: the next calls are not even tried.
    let tried = false
    const next = await connection.run(
      async () => {
        tried = true
        return 'from Redis'
      },
      () => 'from memory',
    )
    expect([next, tried]).toEqual(['from memory', false])

    // After the pause a new connection is opened; it is ready only once Redis answers.
    const connected = once(connection.client, 'connect')
    await clock.advance(timing.retryMs)
    await connected
    expect(connection.status()).toBe('unavailable')
    const ready = once(connection.client, 'ready')
    redis.freeze(false)
    await ready
    expect(connection.status()).toBe('ok')
    expect(
      await connection.run(
        (client) => client.ping(),
        () => 'from memory',
      ),
    ).toBe('PONG')
  })

  it('the heartbeat notices a frozen Redis that no request uses', async () => {
    const { clock, connection } = await connect()
    await clock.advance(timing.heartbeatMs)
    expect(connection.status()).toBe('ok')
    redis.freeze(true)
    await clock.advance(timing.heartbeatMs + timing.deadlineMs)
    expect(connection.status()).toBe('unavailable')
  })

  it('the rate limiter counts in memory, and still refuses over the limit', async () => {
    const { clock, connection } = await connect()
    const limiter = createLimiter(`test-${randomUUID()}`, { points: 2, durationSeconds: 60 }, connection)
    redis.freeze(true)
    const first = consume(limiter, 'client', logger)
    await clock.advance(timing.deadlineMs)
    expect(await first).toMatchObject({ allowed: true })
    // The missed deadline took Redis out of use: the next attempts are counted in memory at once.
    expect(connection.status()).toBe('unavailable')
    const rest = [await consume(limiter, 'client', logger), await consume(limiter, 'client', logger)]
    expect(rest.map((result) => result.allowed)).toEqual([true, false])
  })

  it('a process busy rendering does not count its own lag against a healthy Redis', async () => {
    const connection = createResilientRedis(REDIS_URL, { name: 'test', logger, timing })
    connections.push(connection)
    if (!connection.isReady()) await once(connection.client, 'ready')
    for (let round = 0; round < 3; round++) {
      const answer = await new Promise<Promise<string>>((resolve) =>
        // Asked in a check phase, as from a page render's own turn, then the process stays busy.
        setImmediate(() => {
          const reply = connection.run(
            (client) => client.ping(),
            () => 'from memory',
          )
          const until = Date.now() + timing.deadlineMs + 200
          while (Date.now() < until) {
            // rendering pages
          }
          resolve(reply)
        }),
      )
      expect(await answer).toBe('PONG')
    }
    expect(connection.status()).toBe('ok')
  })

  it('tells its state once the first connection attempt settled, within the connect timeout', async () => {
    const healthy = createResilientRedis(REDIS_URL, { name: 'test', logger, timing })
    const nowhere = createResilientRedis('redis://127.0.0.1:1', { name: 'test', logger, timing })
    connections.push(healthy, nowhere)
    const started = performance.now()
    expect(await Promise.all([healthy.settledStatus(), nowhere.settledStatus()])).toEqual(['ok', 'unavailable'])
    expect(performance.now() - started).toBeLessThan(timing.connectTimeoutMs + 500)

    // A Redis that accepts the connection but never answers its handshake: the connect timeout.
    redis.freeze(true)
    const frozen = createResilientRedis(REDIS_URL, { name: 'test', logger, timing })
    connections.push(frozen)
    const frozenStarted = performance.now()
    expect(await frozen.settledStatus()).toBe('unavailable')
    expect(performance.now() - frozenStarted).toBeLessThan(timing.connectTimeoutMs + 500)
  })

  it("the page cache keeps pages in this process's memory, within the deadline", async () => {
    const previousUrl = process.env.REDIS_URL
    process.env.REDIS_URL = REDIS_URL
    const probe = createClient({ url: REDIS_URL })
    await probe.connect()
    try {
      const { default: RedisCacheHandler } = await import('@/ops/redis-cache-handler.mjs')
      const handler = new RedisCacheHandler()
      const page = (html: string) => ({ kind: 'APP_PAGE', html, headers: {}, status: 200 }) as never
      // The handler connects on first use: stored in Redis once it is ready.
      await expect
        .poll(async () => {
          await handler.set('/frozen-test', page('<p>in Redis</p>'))
          return probe.exists('koers:cache:/frozen-test')
        })
        .toBe(1)
      redis.freeze(true)
      const started = performance.now()
      await handler.set('/frozen-test', page('<p>in memory</p>'))
      const entry = await handler.get('/frozen-test')
      expect(performance.now() - started).toBeLessThan(2_000)
      expect(entry?.value).toMatchObject({ html: '<p>in memory</p>' })
    } finally {
      redis.freeze(false)
      await probe.del('koers:cache:/frozen-test')
      await probe.close()
      process.env.REDIS_URL = previousUrl
    }
  })
})
