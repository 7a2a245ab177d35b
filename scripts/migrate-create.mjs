#!/usr/bin/env node
/**
 * Creates a migration for both databases at once: SQLite and PostgreSQL get the same change.
 * Usage: npm run migrate:create -- <name>
 * PostgreSQL: MIGRATION_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')
const targets = {
  sqlite: `file:${path.join(root, 'data', 'migrate-create.db')}`,
  postgres: process.env.MIGRATION_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
}
for (const [label, url] of Object.entries(targets)) {
  console.log(`→ ${label}`)
  const result = spawnSync(process.execPath, [payloadBin, 'migrate:create', name, '--skip-empty'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_CONFIG_PATH: 'src/cms/payload.config.ts' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
