/**
 * The demo content seeded once per test run and copied for every SQLite server or test run that
 * needs it: seeding takes minutes of CPU (images in every size, every document through its
 * hooks), copying its data directory milliseconds. `npm test` makes it and names it in
 * SEEDED_DATA_DIR; without that variable each server seeds its own database, as `npm start` does.
 */
import fs from 'node:fs'
import path from 'node:path'

import { root } from './build.mjs'

const DATABASE_FILE = 'seeded.db'

/**
 * Seeds the demo content, without the demo accounts (each server adds those with its own
 * passwords), into a fresh `directory`: its files, and the database (a SQLite file there, or
 * `databaseUrl`). Resolves to Payload's exit status.
 * @param {string} directory
 * @param {string} [databaseUrl]
 */
export async function createSeededData(directory, databaseUrl) {
  // Loaded here: the integration tests' setup imports this module in Vitest, which cannot load it.
  const { runPayload } = await import('../payload.mjs')
  fs.rmSync(directory, { recursive: true, force: true })
  fs.mkdirSync(directory, { recursive: true })
  return runPayload(['run', path.join(root, 'scripts/seed.ts'), 'content-only'], {
    DATA_DIR: directory,
    DATABASE_URL: databaseUrl ?? `file:${path.join(directory, DATABASE_FILE)}`,
    PAYLOAD_SECRET: 'seeded-data-secret-0123456789abcdef0123456789',
    SMTP_URL: '',
  })
}

/**
 * Copies the seeded data named in SEEDED_DATA_DIR into `dataDir`, its database as `databaseFile`.
 * Returns false when there is none, and the caller seeds as usual.
 * @param {string} dataDir
 * @param {string} databaseFile
 */
export function copySeededData(dataDir, databaseFile) {
  const template = process.env.SEEDED_DATA_DIR
  if (!template || !fs.existsSync(path.join(template, DATABASE_FILE))) return false
  // A journal left by an earlier database of that name would be replayed onto the copy.
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    fs.rmSync(path.join(dataDir, databaseFile + suffix), { force: true })
  for (const entry of fs.readdirSync(template)) {
    // SQLite's journal files travel with the database under its new name.
    const target = entry.startsWith(DATABASE_FILE) ? databaseFile + entry.slice(DATABASE_FILE.length) : entry
    fs.cpSync(path.join(template, entry), path.join(dataDir, target), { recursive: true })
  }
  return true
}
