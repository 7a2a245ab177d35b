/** Seeds the demo content (idempotent) and the demo editor account. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { DEMO_EDITOR_EMAIL, seed, seedEditor } from '../src/seed/seed'

const payload = await getPayload({ config })
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
