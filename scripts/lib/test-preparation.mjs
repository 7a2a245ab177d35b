/**
 * What the later steps of `npm test` start from, made beside the static checks (which keep one
 * core busy, this the other): the seeded demo content on SQLite, the production build, and the
 * seeded demo content in a PostgreSQL template database that each PostgreSQL integration run
 * copies. Run as its own process by scripts/test.mjs:
 *
 *   node scripts/lib/test-preparation.mjs <status.json> [--seed DIR] [--build] [--postgres-template NAME DIR]
 *
 * Writes each part's exit status and time to <status.json>.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { build, TEST_BUILD_ENV } from './build.mjs'
import { postgresUrl } from './postgres-template.mjs'
import { createSeededData } from './seeded-data.mjs'

const [statusFile, ...args] = process.argv.slice(2)
const option = (/** @type {string} */ name, offset = 1) => {
  const index = args.indexOf(name)
  return index === -1 ? undefined : args[index + offset]
}

/** @type {Record<string, { status: number, seconds: number }>} */
const results = {}
/**
 * @param {string} part
 * @param {() => Promise<number> | number} work
 */
async function timed(part, work) {
  const started = Date.now()
  let status = 1
  try {
    status = await work()
  } catch (error) {
    console.error(error)
  }
  results[part] = { status, seconds: Math.round((Date.now() - started) / 1000) }
  fs.writeFileSync(statusFile, JSON.stringify(results))
}

const seedDir = option('--seed')
if (seedDir) await timed('seeded data', () => createSeededData(seedDir))

// The build prerenders a few routes from a database of its own, as the e2e server's build does.
if (args.includes('--build'))
  await timed('build', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-build-'))
    try {
      return build({
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'build.db')}`,
        ...TEST_BUILD_ENV,
      })
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

const template = option('--postgres-template')
const templateDir = option('--postgres-template', 2)
if (template && templateDir)
  await timed('postgres template', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl() })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${template}`)
    await admin.end()
    // Its media files stay in templateDir, copied with the database into each run's data directory.
    return createSeededData(templateDir, postgresUrl(template))
  })

fs.writeFileSync(statusFile, JSON.stringify(results))
