import { createClient } from '@libsql/client'
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from './helpers'

// Raw table counts of every collection: the restored copy is read without the app.
async function countRows(databaseUrl: string, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    for (const table of tables)
      counts[table] = (await client.query(`select count(*)::int as n from "${table}"`)).rows[0].n
    await client.end()
  } else {
    const client = createClient({ url: databaseUrl })
    for (const table of tables)
      counts[table] = Number((await client.execute(`select count(*) as n from "${table}"`)).rows[0].n)
    client.close()
  }
  return counts
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const run = (script: string, args: string[], env: Record<string, string | undefined>) =>
  execFileSync(process.execPath, [path.resolve('scripts', script), ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })

describe('backup and restore', () => {
  let tables: string[]

  beforeAll(async () => {
    const payload = await getTestPayload()
    tables = payload.config.collections.map((collection) =>
      collection.slug.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/-/g, '_'),
    )
  })

  it('restores a backup of the seeded site into a fresh, private installation with the same content, files and demo secret', async () => {
    const source = { DATA_DIR: process.env.DATA_DIR!, DATABASE_URL: process.env.DATABASE_URL! }
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-restore-test-'))
    // The local demo's generated secret, as `npm start` keeps it: its links need it after a restore.
    const secretFile = path.join(source.DATA_DIR, '.payload-secret')
    const hadSecret = fs.existsSync(secretFile)
    if (!hadSecret) fs.writeFileSync(secretFile, 'demo-secret-0123456789abcdef', { mode: 0o600 })
    const secret = fs.readFileSync(secretFile, 'utf8')
    let archive: string
    try {
      archive = run('backup.mjs', ['--out', workDir], source).trim().split('\n').pop()!
    } finally {
      if (!hadSecret) fs.rmSync(secretFile)
    }
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)

    const target: Record<string, string | undefined> = { DATA_DIR: path.join(workDir, 'restored') }
    let dropTarget = async () => {}
    if (source.DATABASE_URL.startsWith('postgres')) {
      const admin = new pg.Client({ connectionString: source.DATABASE_URL })
      await admin.connect()
      const name = `koers_restore_${process.pid}_${Date.now()}`
      await admin.query(`create database ${name}`)
      await admin.end()
      const url = new URL(source.DATABASE_URL)
      url.pathname = `/${name}`
      target.DATABASE_URL = url.toString()
      dropTarget = async () => {
        const client = new pg.Client({ connectionString: source.DATABASE_URL })
        await client.connect()
        await client.query(`drop database if exists ${name} with (force)`)
        await client.end()
      }
    } else {
      target.DATABASE_URL = `file:${path.join(workDir, 'restored', 'site.db')}`
    }
    try {
      run('restore.mjs', [archive], target)
      const modeOf = (file: string) => fs.statSync(file).mode & 0o777
      // Private from the restore on, as the server keeps it, not only after its first start.
      expect(modeOf(target.DATA_DIR!)).toBe(0o700)
      if (!target.DATABASE_URL!.startsWith('postgres'))
        expect(modeOf(target.DATABASE_URL!.replace(/^file:/, ''))).toBe(0o600)
      const restoredSecret = path.join(target.DATA_DIR!, '.payload-secret')
      expect(fs.readFileSync(restoredSecret, 'utf8')).toBe(secret)
      expect(modeOf(restoredSecret)).toBe(0o600)
      const applicantFolder = path.join(target.DATA_DIR!, 'application-files')
      if (fs.existsSync(applicantFolder)) expect(modeOf(applicantFolder)).toBe(0o700)
      expect(await countRows(target.DATABASE_URL!, tables)).toEqual(await countRows(source.DATABASE_URL, tables))
      const mediaFile = fs.readdirSync(path.join(source.DATA_DIR, 'media')).find((name) => name.endsWith('.webp'))!
      expect(sha256(path.join(target.DATA_DIR!, 'media', mediaFile))).toBe(
        sha256(path.join(source.DATA_DIR, 'media', mediaFile)),
      )

      // A second restore into the same, now filled, installation is refused.
      expect(() => run('restore.mjs', [archive], target)).toThrow()
    } finally {
      await dropTarget()
      fs.rmSync(workDir, { recursive: true, force: true })
    }
  })
})
