#!/usr/bin/env node
/**
 * Creates a migration for both databases at once: SQLite and PostgreSQL get the same change.
 * Usage: npm run migrate:create -- <name>
 * PostgreSQL: MIGRATION_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import path from 'node:path'

import { runPayload } from './payload.mjs'

const name = process.argv[2]
if (!name) {
  console.error('Usage: npm run migrate:create -- <name>')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
const targets = {
  sqlite: `file:${path.join(root, 'data', 'migrate-create.db')}`,
  postgres: process.env.MIGRATION_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
}
for (const [label, url] of Object.entries(targets)) {
  console.log(`→ ${label}`)
  const status = runPayload(['migrate:create', name, '--skip-empty'], { DATABASE_URL: url })
  if (status !== 0) process.exit(status)
}
