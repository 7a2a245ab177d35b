import { getPayload, type Payload } from 'payload'

import { committedMigrations } from '@/cms/database'
import { startJobRunner } from '@/cms/job-runner'
import { loadRouteMemoryFrom } from '@/cms/route-memory-sync'
import { serverEnv } from '@/env'
import { startNotFoundLog } from '@/routing/server/not-found-log'
import { seedMinimal } from '@/seed/minimal'
import { formatDemoAccounts, seed, seedDemoAccounts } from '@/seed/seed'
import config from '@payload-config'

/**
 * Runs when the server starts: applies migrations (production does this inside Payload's init)
 * and, for the local demo, seeds an empty database and the demo accounts. Then loads the proxy's
 * route memory, which the proxy waits for (src/routing/route-memory.ts).
 */
export async function prepareDatabase(): Promise<void> {
  // cron: the jobs queue's autoRun schedules (mail, retention, vacancy feed) run in this process.
  const payload = await getPayload({ config, cron: true })
  const env = serverEnv()
  if (env.NODE_ENV !== 'production') await payload.db.migrate({ migrations: committedMigrations() })
  startJobRunner(payload)
  if (env.SEED_ON_START) await seedDemo(payload)
  await loadRouteMemoryFrom(payload)
  startNotFoundLog()
}

async function seedDemo(payload: Payload): Promise<void> {
  const env = serverEnv()
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true })
  if (totalDocs === 0 && env.SEED_PROFILE === 'minimal') {
    payload.logger.info('Lege database: de basis van de site wordt aangemaakt…')
    await seedMinimal(payload)
  } else if (totalDocs === 0) {
    payload.logger.info('Lege database: democontent wordt aangemaakt…')
    await seed(payload, { log: (message) => payload.logger.info(message) })
  }
  // Also beside content seeded elsewhere (a copy of the test runs' seeded data); an account that
  // exists is left as it is.
  const accounts = await seedDemoAccounts(payload)
  // Shown once: only the hashes are stored.
  if (accounts.length) console.log(`\n${formatDemoAccounts(accounts)}\n`)
}
