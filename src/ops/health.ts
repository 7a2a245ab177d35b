import type { Payload } from 'payload'

export type Health = { status: 'ok' | 'error'; database: 'ok' | 'unreachable'; uptimeSeconds: number }

const TIMEOUT_MS = 2000

/** Checks that the database answers a small query within two seconds. */
export async function checkHealth(payload: Payload): Promise<Health> {
  const uptimeSeconds = Math.round(process.uptime())
  try {
    await Promise.race([
      payload.find({ collection: 'pages', limit: 1, depth: 0, pagination: false, select: {}, overrideAccess: true }),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('Database health check timed out')), TIMEOUT_MS).unref(),
      ),
    ])
    return { status: 'ok', database: 'ok', uptimeSeconds }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Health check failed: database unreachable' })
    return { status: 'error', database: 'unreachable', uptimeSeconds }
  }
}
