#!/usr/bin/env node
/**
 * `npm run restore -- <archive>`: restores a backup into an empty installation (DATA_DIR and
 * DATABASE_URL as for the app). It checks every file against the manifest first and refuses to
 * overwrite a database or files that already exist.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { FILE_FOLDERS, resolveStorage } from './lib/database-url.mjs'

const archive = process.argv[2]
if (!archive || !fs.existsSync(archive)) {
  console.error('Gebruik: npm run restore -- <archief.tar.gz>')
  process.exit(2)
}
const { dataDir, databaseUrl, kind, sqliteFile } = resolveStorage()
/**
 * @param {string} message
 * @returns {never}
 */
const fail = (message) => {
  console.error(message)
  process.exit(1)
}

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-restore-'))
try {
  if (spawnSync('tar', ['-xzf', path.resolve(archive), '-C', staging], { stdio: 'inherit' }).status !== 0)
    fail('Archief kan niet worden uitgepakt.')
  const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8'))
  for (const [file, sum] of Object.entries(manifest.checksums)) {
    const actual = createHash('sha256')
      .update(fs.readFileSync(path.join(staging, file)))
      .digest('hex')
    if (actual !== sum) fail(`Controlesom klopt niet voor ${file}.`)
  }
  if (manifest.database !== kind)
    fail(`Dit archief bevat een ${manifest.database}-database; DATABASE_URL wijst naar ${kind}.`)

  for (const folder of FILE_FOLDERS) {
    const target = path.join(dataDir, folder)
    if (fs.existsSync(target) && fs.readdirSync(target).length) fail(`${target} is niet leeg.`)
  }
  if (kind === 'sqlite') {
    if (fs.existsSync(sqliteFile) && fs.statSync(sqliteFile).size > 0) fail(`${sqliteFile} bestaat al.`)
    fs.mkdirSync(path.dirname(sqliteFile), { recursive: true })
    fs.copyFileSync(path.join(staging, 'database.sqlite'), sqliteFile)
  } else {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    const { rows } = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    )
    await client.end()
    if (rows[0].n > 0) fail('De doeldatabase is niet leeg.')
    const restore = spawnSync(
      'pg_restore',
      ['--no-owner', '--no-privileges', `--dbname=${databaseUrl}`, path.join(staging, 'database.pgdump')],
      { stdio: 'inherit' },
    )
    if (restore.status !== 0) fail('pg_restore is mislukt.')
  }
  for (const folder of FILE_FOLDERS) {
    const source = path.join(staging, 'files', folder)
    if (fs.existsSync(source)) fs.cpSync(source, path.join(dataDir, folder), { recursive: true })
  }
  console.log(`Hersteld uit ${path.basename(archive)} (${manifest.createdAt}).`)
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
