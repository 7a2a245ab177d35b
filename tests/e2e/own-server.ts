import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

import { exited, freePort, hasExited, SEEDING_START_MS, stopChild, waitUntilUp } from './child-servers'
import { ADMIN, EDITOR } from './helpers'
import { postgresUrl } from '../../scripts/lib/postgres-template.mjs'
import { copySeededData } from '../../scripts/lib/seeded-data.mjs'

/**
 * A production server of a spec's own, on the one build the shared server runs (Playwright's
 * webServer builds it first), on a free port, with data of its own:
 * - `seeded`: a copy of the run's seeded demo content (SEEDED_DATA_DIR, made once by `npm test`;
 *   a spec run on its own without it seeds at the start, which takes minutes);
 * - `minimal`: the site's skeleton (settings, menu, fixed pages, home page, one image), seeded at
 *   the start in seconds: for specs that test mechanics, not content;
 * - `empty`: migrated, nothing else, no accounts.
 * On SQLite in a fresh data directory, or on a fresh PostgreSQL database. `join` starts another
 * instance on the same database, files and environment (scale-out), without seeding.
 */
type ServerData = 'seeded' | 'minimal' | 'empty'

export type ServerOptions = {
  data?: ServerData
  database?: 'sqlite' | 'postgres'
  env?: Record<string, string>
  /** Another instance of this server: same database, data directory and environment. */
  join?: OwnServer
  /** Where readiness is asked (200 expected). */
  readyPath?: string
}

export type OwnServer = {
  origin: string
  port: number
  dataDir: string
  databaseUrl: string
  /** The running process (a new one after `restart`). */
  process: ChildProcess
  /** The environment it was started with. */
  env: Record<string, string>
  /** Starts the server again on the same port and data (after it stopped or was killed). */
  restart: () => Promise<void>
  /** Stops it (SIGTERM by default) and, unless it was joined to another, removes its data. */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

const SERVE = path.resolve('scripts/serve.mjs')
let databases = 0

async function postgresAdmin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl() })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}

/** A fresh database: a file in the data directory, or a new PostgreSQL database (and its drop). */
async function freshDatabase(database: 'sqlite' | 'postgres', dataDir: string) {
  if (database === 'sqlite') return { url: `file:${path.join(dataDir, 'site.db')}`, drop: async () => {} }
  const name = `koers_e2e_${process.pid}_${Date.now()}_${++databases}`
  await postgresAdmin(`create database ${name}`)
  return { url: postgresUrl(name), drop: () => postgresAdmin(`drop database if exists ${name} with (force)`) }
}

/**
 * What a server seeds at its start: the demo accounts, beside the copied demo content (or the demo
 * content too, without a copy) or the minimal site; nothing on an empty database.
 */
function seedEnv(data: ServerData): Record<string, string> {
  if (data === 'empty') return { SEED_ON_START: 'false' }
  return {
    SEED_ON_START: 'true',
    SEED_PROFILE: data === 'minimal' ? 'minimal' : 'demo',
    SEED_EDITOR_PASSWORD: EDITOR.password,
    SEED_ADMIN_PASSWORD: ADMIN.password,
  }
}

export async function startServer(options: ServerOptions = {}): Promise<OwnServer> {
  const { data = 'seeded', database = 'sqlite', join, readyPath = '/healthz' } = options
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let dataDir: string
  let databaseUrl: string
  let drop = async () => {}
  let seeding: Record<string, string>
  let seedsDemo = false
  if (join) {
    dataDir = join.dataDir
    databaseUrl = join.databaseUrl
    seeding = { SEED_ON_START: 'false' }
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `koers-${data}-`))
    const fresh = await freshDatabase(database, dataDir)
    databaseUrl = fresh.url
    drop = fresh.drop
    if (data === 'seeded' && database === 'postgres') throw new Error('Seeded data is a SQLite copy; use minimal')
    const copied = data === 'seeded' && copySeededData(dataDir, 'site.db')
    seedsDemo = data === 'seeded' && !copied
    seeding = seedEnv(data)
  }
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: 'own-server-test-secret-0123456789abcdef0123',
    SITE_URL: origin,
    ...seeding,
    ...(join ? { ...join.env, SITE_URL: origin, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...seeding } : {}),
    ...options.env,
  }
  const launch = () =>
    spawn(process.execPath, [SERVE, '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  const server: OwnServer = {
    origin,
    port,
    dataDir,
    databaseUrl,
    env,
    process: launch(),
    async restart() {
      if (!hasExited(server.process)) await exited(server.process)
      server.process = launch()
      await waitUntilUp(`${origin}${readyPath}`, server.process)
    },
    async stop(signal = 'SIGTERM') {
      await stopChild(server.process, signal)
      if (join) return
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
  await waitUntilUp(`${origin}${readyPath}`, server.process, seedsDemo ? SEEDING_START_MS : undefined)
  return server
}
