/** Seeds the demo content (idempotent) and the demo editor account into the configured database. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { committedMigrations } from '../src/cms/database'
import { DEMO_EDITOR_EMAIL, seed, seedEditor } from '../src/seed/seed'
import { ensureDataDirectory } from './lib/data-directory'

ensureDataDirectory()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
const started = Date.now()
await seed(payload, { log: (message) => payload.logger.info(message) })
const password = await seedEditor(payload)
payload.logger.info(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
if (password) {
  // Printed once: the password is stored only as a hash.
  console.log(`\nDemo-redacteur: ${DEMO_EDITOR_EMAIL}\nWachtwoord:     ${password}\n`)
}
await payload.destroy()
process.exit(0)
