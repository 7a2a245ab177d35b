import type { Payload } from 'payload'

import { memoryFigures, type MemoryFigures } from '@/ops/memory.mjs'
import { redisStatus } from '@/ops/rate-limit'

/**
 * `ok`; `degraded` while Redis is configured but away (the site still serves, from this process's
 * memory, so the instance stays in the load balancer); `error` when the database does not answer.
 */
export type Health = {
  status: 'ok' | 'degraded' | 'error'
  database: 'ok' | 'unreachable'
  redis: Awaited<ReturnType<typeof redisStatus>>
  uptimeSeconds: number
  /** This process's heap in use, its limit and its resident set size, in MB. */
  memory: MemoryFigures
}

const TIMEOUT_MS = 2000

/** Checks that the database answers a small query within two seconds, and reports Redis's state. */
export async function checkHealth(payload: Payload): Promise<Health> {
  const uptimeSeconds = Math.round(process.uptime())
  const memory = memoryFigures()
  // Asked alongside the database: its first connection attempt can take REDIS_CONNECT_TIMEOUT_MS.
  const redisAnswer = redisStatus()
  try {
    await Promise.race([
      payload.find({ collection: 'pages', limit: 1, depth: 0, pagination: false, select: {}, overrideAccess: true }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('Database health check timed out')), TIMEOUT_MS).unref(),
      ),
    ])
    const redis = await redisAnswer
    return { status: redis === 'unavailable' ? 'degraded' : 'ok', database: 'ok', redis, uptimeSeconds, memory }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Health check failed: database unreachable' })
    return { status: 'error', database: 'unreachable', redis: await redisAnswer, uptimeSeconds, memory }
  }
}
