import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { copySeededData } from '../../scripts/lib/seeded-data.mjs'

/**
 * One fresh database per run: a new SQLite file, or a new PostgreSQL database when
 * TEST_DATABASE=postgres. Test files share it (they run one after another) and seed it once.
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-test-'))
  process.env.DATA_DIR = dataDir
  process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789abcdef'
  let dropDatabase = async () => {}
  if (process.env.TEST_DATABASE === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
    const name = `koers_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    process.env.DATABASE_URL = url.toString()
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
