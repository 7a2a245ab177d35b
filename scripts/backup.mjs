#!/usr/bin/env node
/**
 * `npm run backup`: one dated archive with a consistent snapshot of the database (SQLite's
 * VACUUM INTO while the site runs, or pg_dump), the media and applicants' files and the local
 * demo's generated secret (DATA_DIR/.payload-secret, when there is one: the personal and alert
 * links of a restored demo need it), plus a manifest with a checksum of every file. The archive
 * holds personal data and that secret: it is written 0600.
 *
 *   npm run backup [-- --out <directory>]
 */
import { createClient } from '@libsql/client'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { FILE_FOLDERS, resolveStorage, SECRET_FILE } from './lib/database-url.mjs'

const outIndex = process.argv.indexOf('--out')
const outDir = path.resolve(outIndex > -1 ? process.argv[outIndex + 1] : process.env.BACKUP_DIR || 'backups')
const { dataDir, databaseUrl, kind } = resolveStorage()

/**
 * @param {string} dir
 * @param {string} [base]
 * @param {Record<string, string>} [result]
 */
function checksums(dir, base = dir, result = {}) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) checksums(full, base, result)
    else result[path.relative(base, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex')
  }
  return result
}

const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-backup-'))
try {
  if (kind === 'sqlite') {
    const client = createClient({ url: databaseUrl })
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(staging, 'database.sqlite')] })
    client.close()
  } else {
    const dump = spawnSync(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(staging, 'database.pgdump')}`,
        databaseUrl,
      ],
      { stdio: 'inherit' },
    )
    if (dump.status !== 0) throw new Error('pg_dump failed')
  }
  for (const folder of FILE_FOLDERS) {
    const source = path.join(dataDir, folder)
    if (fs.existsSync(source)) fs.cpSync(source, path.join(staging, 'files', folder), { recursive: true })
  }
  const secret = path.join(dataDir, SECRET_FILE)
  if (fs.existsSync(secret)) fs.copyFileSync(secret, path.join(staging, SECRET_FILE))
  const manifest = { format: 1, createdAt: new Date().toISOString(), database: kind, checksums: checksums(staging) }
  fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2))

  fs.mkdirSync(outDir, { recursive: true })
  const stamp = manifest.createdAt.replace(/[:.]/g, '-')
  const archive = path.join(outDir, `koers-backup-${stamp}.tar.gz`)
  const tar = spawnSync('tar', ['-czf', archive, '-C', staging, '.'], { stdio: 'inherit' })
  if (tar.status !== 0) throw new Error('tar failed')
  fs.chmodSync(archive, 0o600)
  console.log(archive)
} finally {
  fs.rmSync(staging, { recursive: true, force: true })
}
