#!/usr/bin/env node
/**
 * `npm run restore -- <archive>`: restores a backup into an empty installation (DATA_DIR and
 * DATABASE_URL as for the app). It checks every file against the manifest first and refuses to
 * overwrite a database or files that already exist. What it writes is private from the start, as
 * the server keeps it (data folder 0700, database and files 0600), and the local demo's secret
 * comes back with the data it signed links for.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { FILE_FOLDERS, resolveStorage, SECRET_FILE } from './lib/database-url.mjs'
import { keepDataPrivate } from '../src/ops/private-files.mjs'

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

// Created private: the database and applicants' files are never readable by others, not even
// between this restore and the server's first start.
process.umask(0o077)
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
  const secret = path.join(staging, SECRET_FILE)
  if (fs.existsSync(secret)) {
    fs.mkdirSync(dataDir, { recursive: true })
    fs.copyFileSync(secret, path.join(dataDir, SECRET_FILE))
  }
  keepDataPrivate(dataDir)
  if (sqliteFile && fs.existsSync(sqliteFile)) fs.chmodSync(sqliteFile, 0o600)
  console.log(`Hersteld uit ${path.basename(archive)} (${manifest.createdAt}).`)
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
