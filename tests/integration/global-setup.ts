import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { postgresUrl } from '../../scripts/lib/postgres-template.mjs'
import { copySeededData } from '../../scripts/lib/seeded-data.mjs'

/**
 * One fresh database per run: a new SQLite file, or a new PostgreSQL database when
 * TEST_DATABASE=postgres. Test files share it (they run one after another) and seed it once,
 * unless the run starts from the demo content `npm test` seeded once: a copy of the SQLite file
 * (SEEDED_DATA_DIR), or of the PostgreSQL template database (TEST_POSTGRES_TEMPLATE), with the
 * media files beside each.
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-test-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  let dropDatabase = async () => {}
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = postgresUrl()
    const name = `koers_test_${process.pid}_${Date.now()}`
    const template = process.env.TEST_POSTGRES_TEMPLATE
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
    await admin.end()
    const templateDir = process.env.TEST_POSTGRES_TEMPLATE_DIR
    if (template && templateDir && fs.existsSync(path.join(templateDir, 'media')))
      fs.cpSync(path.join(templateDir, 'media'), path.join(dataDir, 'media'), { recursive: true })
    process.env.DATABASE_URL = postgresUrl(name)
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'test.db')}`
    // The run's seeded demo content when `npm test` made it; otherwise the first test seeds.
    copySeededData(dataDir, 'test.db')
  }
  return async () => {
    await dropDatabase()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
