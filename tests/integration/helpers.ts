import type { Payload } from 'payload'

let ready: Promise<Payload> | undefined

/**
 * Payload on the run's fresh database, migrated and seeded once. `seeded: false` skips the seed
 * for a test file that brings its own data (seeding takes minutes on a busy machine); a file that
 * runs later in the same run may still seed it.
 */
export function getTestPayload({ seeded = true }: { seeded?: boolean } = {}): Promise<Payload> {
  ready ??= (async () => {
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const { committedMigrations } = await import('@/cms/database')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committedMigrations() })
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    if (seeded && totalDocs === 0) {
      const { seed } = await import('@/seed/seed')
      await seed(payload)
    }
    return payload
  })()
  return ready
}
