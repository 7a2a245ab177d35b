import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { serverEnv } from '@/env'
import { createResilientRedis } from '@/ops/resilient-redis.mjs'

import { rateLimitMax, rateLimitWindowSeconds } from './limits'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/**
 * How many attempts a key may make in a window of how many seconds; past that, optionally refused
 * for blockSeconds from the attempt that went over (instead of until the window ends).
 */
export type RateLimitRule = { points: number; durationSeconds: number; blockSeconds?: number }

type Logger = { warn: (message: string) => void }

type RedisConnection = ReturnType<typeof createResilientRedis>

let connection: RedisConnection | undefined

/** The shared Redis of REDIS_URL (connecting in the background), or undefined without one. */
function redisConnection(logger: Logger): RedisConnection | undefined {
  const url = serverEnv().REDIS_URL
  if (!url) return undefined
  connection ??= createResilientRedis(url, { name: 'Rate limit', logger })
  return connection
}

/**
 * What /healthz reports about Redis for this process: after the first connection attempt (at most
 * REDIS_CONNECT_TIMEOUT_MS), so a process that has just started is not reported degraded for a
 * connection it has not opened yet.
 */
export async function redisStatus(): Promise<'ok' | 'unavailable' | 'not configured'> {
  if (!serverEnv().REDIS_URL) return 'not configured'
  return (await redisConnection(console)?.settledStatus()) ?? 'not configured'
}

/** What the forms and the login guard ask of a limiter. */
export type Limiter = Pick<RateLimiterAbstract, 'consume' | 'get' | 'delete'>

type Outcome<T> = { answer: T } | { refusal: RateLimiterRes }

/** A limiter's answer; a refusal (over the limit) is an answer too, not a failure of its store. */
async function outcome<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { answer: await call }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { refusal: rejection }
    throw rejection
  }
}

/**
 * Counts in Redis, and in this process's memory whenever Redis is not ready, fails or misses the
 * connection's deadline (a frozen Redis keeps the connection open and never replies). This is
 * rate-limiter-flexible's insurance limiter, run through the connection: a missed deadline takes
 * Redis out of use for every caller at once, where the library's own timeout (RLWrapperTimeouts)
 * would let each call wait it out again.
 */
function redisFirst(store: RateLimiterRedis, memory: RateLimiterMemory, redis: RedisConnection): Limiter {
  async function either<T>(call: (limiter: Limiter) => Promise<T>): Promise<T> {
    const result = await redis.run(
      () => outcome(call(store)),
      () => outcome(call(memory)),
    )
    if ('refusal' in result) throw result.refusal
    return result.answer
  }
  return {
    consume: (key, points, options) => either((limiter) => limiter.consume(key, points, options)),
    get: (key, options) => either((limiter) => limiter.get(key, options)),
    delete: (key, options) => either((limiter) => limiter.delete(key, options)),
  }
}

/**
 * A limiter counted in Redis (shared by every instance) when REDIS_URL is set, in this process's
 * memory while Redis is away or late; in memory only without Redis.
 */
export function createLimiter(name: string, rule: RateLimitRule, redis: RedisConnection | undefined): Limiter {
  const options = {
    keyPrefix: `koers:rate:${name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  }
  const memory = new RateLimiterMemory(options)
  if (!redis) return memory
  const store = new RateLimiterRedis({
    ...options,
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
  })
  return redisFirst(store, memory, redis)
}

const limiters = new Map<string, Limiter>()

/** One limiter per name and rule, created on first use. */
export function limiterFor(name: string, rule: RateLimitRule, logger: Logger): Limiter {
  const key = `${name}:${rule.points}:${rule.durationSeconds}:${rule.blockSeconds ?? 0}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = createLimiter(name, rule, redisConnection(logger))
    limiters.set(key, limiter)
  }
  return limiter
}

/** Counts one attempt of `key`; refused once the rule's points are used up in the window. */
export async function consume(limiter: Limiter, key: string, logger: Logger): Promise<RateLimitResult> {
  try {
    const result = await limiter.consume(key)
    return { allowed: true, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    // Both stores failed: let the request through rather than refuse everyone.
    logger.warn(`Rate limit could not be counted: ${String(rejection)}`)
    return { allowed: true, retryAfterSeconds: 1 }
  }
}

/** Counts one form submission of `client` at `endpoint` (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS). */
export async function checkRateLimit(endpoint: string, client: string, logger: Logger): Promise<RateLimitResult> {
  const rule = { points: rateLimitMax(), durationSeconds: rateLimitWindowSeconds() }
  return consume(limiterFor(`form:${endpoint}`, rule, logger), client, logger)
}
