/**
 * Rebuilds what the vacancy search and the distance filter read, for existing data:
 *   npm run search:rebuild
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { rebuildVacancyDerivedFields } from '../src/search/server/vacancy-reindex'

const payload = await getPayload({ config })
const started = Date.now()
const count = await rebuildVacancyDerivedFields(payload)
// SQLite's FTS5 index follows every row through triggers; 'rebuild' also repairs an index that was
// changed by hand. PostgreSQL's tsvector column is generated from the row.
if (payload.db.name === 'sqlite') {
  await payload.db.execute({
    drizzle: payload.db.drizzle,
    raw: `INSERT INTO vacancies_fts (vacancies_fts) VALUES ('rebuild')`,
  })
}
payload.logger.info(`Rebuilt the search data of ${count} vacancies in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
await payload.destroy()
process.exit(0)
