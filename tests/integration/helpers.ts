import type { Payload } from 'payload'

let ready: Promise<Payload> | undefined
let migrated: Promise<Payload> | undefined

/** Payload on the run's fresh database, migrated: enough for tests that need no seeded content. */
export function getMigratedPayload(): Promise<Payload> {
  migrated ??= (async () => {
    const { default: config } = await import('@payload-config')
    const { getPayload } = await import('payload')
    const { committedMigrations } = await import('@/cms/database')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: committedMigrations() })
    return payload
  })()
  return migrated
}

/** Payload on the run's fresh database, migrated and seeded once. */
export function getTestPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getMigratedPayload()
    const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
    if (totalDocs === 0) {
      const { seed } = await import('@/seed/seed')
      await seed(payload)
    }
    return payload
  })()
  return ready
}
