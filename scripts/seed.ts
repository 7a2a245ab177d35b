/**
 * Seeds the demo content (idempotent) and the demo accounts into the configured database;
 * `content-only` (after the script's path) leaves the accounts out (the test runs' shared copy, scripts/lib/seeded-data.mjs);
 * `minimal` seeds the site's skeleton instead of the demo content (src/seed/minimal.ts).
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { ensureDataDirectory } from './lib/data-directory'
import { committedMigrations } from '../src/cms/database'
import { seedMinimal } from '../src/seed/minimal'
import { formatDemoAccounts, seed, seedDemoAccounts } from '../src/seed/seed'

ensureDataDirectory()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
const started = Date.now()
if (process.argv.includes('minimal')) await seedMinimal(payload)
else await seed(payload, { log: (message) => payload.logger.info(message) })
const accounts = process.argv.includes('content-only') ? [] : await seedDemoAccounts(payload)
payload.logger.info(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
// Printed once: the passwords are stored only as hashes.
if (accounts.length) console.log(`\n${formatDemoAccounts(accounts)}\n`)
await payload.destroy()
process.exit(0)
