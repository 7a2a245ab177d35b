import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { createRedisStore, type RateLimitStore } from '@/forms/rate-limit'

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const stores: RateLimitStore[] = []

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close?.()))
})

describe('Redis rate-limit store', () => {
  it('shares one window between instances and lets it expire', async () => {
    const [first, second] = await Promise.all([createRedisStore(REDIS_URL), createRedisStore(REDIS_URL)])
    stores.push(first, second)
    const key = `koers:test:${randomUUID()}`
    const counts: number[] = []
    for (let hit = 0; hit < 3; hit++) counts.push((await first.hit(key, 60_000)).count)
    for (let hit = 0; hit < 3; hit++) counts.push((await second.hit(key, 60_000)).count)
    expect(counts).toEqual([1, 2, 3, 4, 5, 6])
    const { resetAt } = await first.hit(key, 60_000)
    expect(resetAt - Date.now()).toBeGreaterThan(50_000)
    expect(resetAt - Date.now()).toBeLessThanOrEqual(60_000)

    const short = `koers:test:${randomUUID()}`
    expect((await first.hit(short, 50)).count).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 120))
    expect((await second.hit(short, 50)).count).toBe(1)
  })
})
