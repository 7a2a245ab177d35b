import { expect, request as playwrightRequest, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createClient } from 'redis'

import { freePort, SEEDING_START_MS, stopChild, waitUntilUp } from './child-servers'
import { EDITOR, firstOptimisedImage } from './helpers'

/**
 * Two `next start` instances on one PostgreSQL database with Redis as the shared cache: an edit
 * made through one instance is visible through the other on the next request.
 */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
const ports: number[] = []
const runId = `${process.pid}_${Date.now()}`
const databaseName = `koers_scale_${runId}`
const cachePrefix = `koers:test:${runId}:`

const servers: ChildProcess[] = []
let dataDir = ''

function databaseUrl(): string {
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${databaseName}`
  return url.toString()
}

async function withAdmin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  await client.connect()
  await client.query(query)
  await client.end()
}

function startInstance(port: number, seed: boolean): ChildProcess {
  const child = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(),
      REDIS_URL,
      REDIS_CACHE_PREFIX: cachePrefix,
      DATA_DIR: dataDir,
      PAYLOAD_SECRET: 'scale-out-test-secret-0123456789abcdef0123',
      SEED_ON_START: seed ? 'true' : 'false',
      SEED_EDITOR_PASSWORD: EDITOR.password,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  servers.push(child)
  return child
}

test.describe('two instances on PostgreSQL and Redis', () => {
  test.describe.configure({ timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(SEEDING_START_MS + 120_000)
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-scale-'))
    await withAdmin(`create database ${databaseName}`)
    ports.push(await freePort(), await freePort())
    // The first instance migrates and seeds; the second joins the prepared database.
    const first = startInstance(ports[0], true)
    await waitUntilUp(`http://127.0.0.1:${ports[0]}/healthz`, first, SEEDING_START_MS)
    const home = await fetch(`http://127.0.0.1:${ports[0]}/`)
    expect(home.status).toBe(200)
    const second = startInstance(ports[1], false)
    await waitUntilUp(`http://127.0.0.1:${ports[1]}/healthz`, second)
  })

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => stopChild(server)))
    await withAdmin(`drop database if exists ${databaseName} with (force)`)
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    for await (const keys of redis.scanIterator({ MATCH: `${cachePrefix}*` })) {
      if (keys.length) await redis.del(keys)
    }
    await redis.quit()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('an edit through one instance shows through the other on the next request', async () => {
    const [first, second] = ports.map((port) => `http://127.0.0.1:${port}`)
    const titleOf = async (origin: string) => {
      const html = await (await fetch(`${origin}/werken-bij`)).text()
      return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '')
    }
    // Both instances have rendered (and cached) the page.
    expect(await titleOf(first)).toBe('Werken bij Koers Groep')
    expect(await titleOf(second)).toBe('Werken bij Koers Groep')

    const api = await playwrightRequest.newContext({ baseURL: first })
    const login = await api.post('/api/users/login', { data: EDITOR })
    expect(login.ok()).toBe(true)
    // Production cookies are Secure; over plain http the token goes in the header instead.
    const headers = { Authorization: `JWT ${(await login.json()).token}` }
    const { docs } = await (await api.get('/api/pages?where[slug][equals]=werken-bij&depth=0', { headers })).json()
    const changed = `Werken bij Koers Groep (${runId})`
    const update = await api.patch(`/api/pages/${docs[0].id}`, { data: { title: changed }, headers })
    expect(update.status()).toBe(200)
    await api.dispose()

    expect(await titleOf(second)).toBe(changed)
    expect(await titleOf(first)).toBe(changed)
  })

  test('an image optimised by one instance is served by the other from Redis', async () => {
    const [first, second] = ports.map((port) => `http://127.0.0.1:${port}`)
    const html = await (await fetch(`${first}/`)).text()
    const src = firstOptimisedImage(html)
    expect(src, 'an optimised image on the home page').toBeTruthy()
    const headers = { accept: 'image/avif,image/webp,*/*' }
    const made = await fetch(`${first}${src}`, { headers })
    expect(made.status).toBe(200)
    const shared = await fetch(`${second}${src}`, { headers })
    expect(shared.status).toBe(200)
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(shared.headers.get('etag')).toBe(made.headers.get('etag'))
    expect(Buffer.from(await shared.arrayBuffer())).toEqual(Buffer.from(await made.arrayBuffer()))
  })
})
