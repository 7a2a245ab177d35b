import { rateLimitMax, rateLimitWindowSeconds } from './limits'

/** Counts hits per key in fixed windows. */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  close?(): Promise<void>
}

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

const MAX_MEMORY_KEYS = 10_000

/**
 * Per-process counters: enough for one instance. Bounded, so a flood of addresses cannot grow
 * it without end (expired keys go first, then the oldest).
 */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const prune = () => {
    const time = now()
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
    for (const key of windows.keys()) {
      if (windows.size <= MAX_MEMORY_KEYS) break
      windows.delete(key)
    }
  }
  return {
    async hit(key, windowMs) {
      const time = now()
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        windows.delete(key)
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
        if (windows.size > MAX_MEMORY_KEYS) prune()
      }
      window.count += 1
      return { ...window }
    },
  }
}

/** Counters shared by every instance through Redis: SET NX with expiry opens a window, INCR counts. */
export async function createRedisStore(url: string): Promise<RateLimitStore> {
  const { createClient } = await import('redis')
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  })
  client.on('error', () => undefined)
  await client.connect()
  return {
    async hit(key, windowMs) {
      const [, count, ttl] = (await client
        .multi()
        .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
        .incr(key)
        .pTTL(key)
        .exec()) as unknown as [unknown, number, number]
      return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) }
    },
    async close() {
      await client.quit()
    },
  }
}

type Logger = { warn: (message: string) => void }

let storePromise: Promise<RateLimitStore> | undefined
const fallbackStore = createMemoryStore()

/** Redis when REDIS_URL is set and reachable, otherwise this process's memory. */
function getStore(logger: Logger): Promise<RateLimitStore> {
  storePromise ??= process.env.REDIS_URL
    ? createRedisStore(process.env.REDIS_URL).catch((error: unknown) => {
        logger.warn(`Rate limiting falls back to memory: Redis unavailable (${String(error)})`)
        return fallbackStore
      })
    : Promise.resolve(fallbackStore)
  return storePromise
}

/** Counts one request of `client` at `endpoint`; refused once the window's maximum is passed. */
export async function checkRateLimit(endpoint: string, client: string, logger: Logger): Promise<RateLimitResult> {
  const windowMs = rateLimitWindowSeconds() * 1000
  const key = `koers:rate:${endpoint}:${client}`
  let result: { count: number; resetAt: number }
  try {
    result = await (await getStore(logger)).hit(key, windowMs)
  } catch (error) {
    logger.warn(`Rate limit store failed, counting in memory: ${String(error)}`)
    result = await fallbackStore.hit(key, windowMs)
  }
  return {
    allowed: result.count <= rateLimitMax(),
    retryAfterSeconds: Math.max(1, Math.ceil((result.resetAt - Date.now()) / 1000)),
  }
}
