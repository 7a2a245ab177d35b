import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import path from 'node:path'
import type { DatabaseAdapterObj, Migration } from 'payload'

import { serverEnv } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { dataDirectory } from './paths'

const DEFAULT_DATABASE_URL = `file:${path.join(dataDirectory, 'site.db')}`

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url)

const configuredUrl = () => serverEnv().DATABASE_URL ?? DEFAULT_DATABASE_URL

/**
 * The committed migrations of the configured database, as modules (no file-system lookup).
 * Payload types a migration's arguments as unknown; the generated files type them per adapter.
 */
export const committedMigrations = (url = configuredUrl()): Migration[] =>
  (isPostgresUrl(url) ? postgresMigrations : sqliteMigrations) as unknown as Migration[]

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL says so. Schema changes always go through
 * committed migrations (never push), so what runs in tests is what runs in production.
 */
export function databaseAdapter(url = configuredUrl()): DatabaseAdapterObj {
  const migrationDir = path.resolve(
    /*turbopackIgnore: true*/ 'src/migrations',
    isPostgresUrl(url) ? 'postgres' : 'sqlite',
  )
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url, max: serverEnv().DATABASE_POOL_MAX },
      migrationDir,
      push: false,
      prodMigrations: postgresMigrations,
    })
  }
  return withSecureDelete(
    sqliteAdapter({
      client: { url },
      migrationDir,
      push: false,
      prodMigrations: sqliteMigrations,
      // AUTOINCREMENT: a deleted row's id is never given again (SQLite reuses the highest one
      // otherwise), as PostgreSQL's sequences never do; jobs, ATS events and mails name
      // applications by id and outlive them.
      autoIncrement: true,
      wal: true,
      busyTimeout: 5000,
    }),
  )
}

/**
 * SQLite overwrites what it deletes with zeros (`secure_delete`): an erased application's remark,
 * a recruiter's note or a deleted job's text would otherwise stay readable in the file's free
 * pages. A per-connection setting; the adapter runs on one connection (no transactions, see
 * docs/architecture.md), set right after it opens.
 */
function withSecureDelete(adapter: ReturnType<typeof sqliteAdapter>): ReturnType<typeof sqliteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connect = instance.connect
      if (!connect) return instance
      instance.connect = async function (options) {
        await connect.call(this, options)
        await instance.client.execute('PRAGMA secure_delete = ON')
      }
      return instance
    },
  }
}
