/**
 * Imports a vacancy feed (Indeed-style XML) from a file or URL into the configured database:
 *   npm run import:vacancies -- <file-or-url>
 * Creates and updates by externalId, closes vacancies that left the feed, prints the counts.
 * A feed that cannot be read or is malformed changes nothing; the exit code is then 1.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { ensureDataDirectory } from './lib/data-directory'
import { committedMigrations } from '../src/cms/database'
import { describeImportReport, importVacancyFeedFrom } from '../src/feeds/import-vacancies'

const source = process.argv[2]
if (!source) {
  console.error('Usage: npm run import:vacancies -- <file-or-url>')
  process.exit(2)
}
ensureDataDirectory()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
const report = await importVacancyFeedFrom(payload, source)
console.log(describeImportReport(report))
await payload.destroy()
process.exit(report.ok ? 0 : 1)
