import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'

import { consume, createLimiter } from '@/ops/rate-limit'
import { createResilientRedis } from '@/ops/resilient-redis.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const connections: ReturnType<typeof createResilientRedis>[] = []
const logger = { warn: () => undefined }

afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()))
})

async function connect(url: string): Promise<ReturnType<typeof createResilientRedis>> {
  const connection = createResilientRedis(url, { name: 'test', logger })
  connections.push(connection)
  return connection
}

async function whenReady(connection: ReturnType<typeof createResilientRedis>): Promise<void> {
  for (let tries = 0; tries < 100 && !connection.isReady(); tries++) await new Promise((r) => setTimeout(r, 20))
}

describe('rate limiter on Redis', () => {
  it('shares one window between instances', async () => {
    const [first, second] = await Promise.all([connect(REDIS_URL), connect(REDIS_URL)])
    await Promise.all([whenReady(first), whenReady(second)])
    const name = `test-${randomUUID()}`
    const rule = { points: 5, durationSeconds: 60 }
    const one = createLimiter(name, rule, first)
    const two = createLimiter(name, rule, second)
    const allowed: boolean[] = []
    for (let hit = 0; hit < 3; hit++) allowed.push((await consume(one, 'client', logger)).allowed)
    for (let hit = 0; hit < 3; hit++) allowed.push((await consume(two, 'client', logger)).allowed)
    expect(allowed).toEqual([true, true, true, true, true, false])
  })

  it('counts in memory at once while Redis cannot be reached, and still refuses over the limit', async () => {
    // Nothing listens on port 1: every connection attempt fails.
    const dead = await connect('redis://127.0.0.1:1')
    const limiter = createLimiter(`test-${randomUUID()}`, { points: 2, durationSeconds: 60 }, dead)
    const allowed: boolean[] = []
    for (let hit = 0; hit < 3; hit++) allowed.push((await consume(limiter, 'client', logger)).allowed)
    expect(allowed).toEqual([true, true, false])
  })
})
