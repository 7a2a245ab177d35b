/** Applies the committed migrations of the configured database (SQLite file or PostgreSQL). */
import { getPayload } from 'payload'

import config from '@payload-config'

import { ensureDataDirectory } from './lib/data-directory'
import { committedMigrations } from '../src/cms/database'

ensureDataDirectory()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
payload.logger.info('Database is up to date.')
await payload.destroy()
process.exit(0)
