import { expect, test, type APIRequestContext } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { createClient } from 'redis'

import { stopChild } from './child-servers'
import { firstOptimisedImage, loginAsEditor } from './helpers'
import { answeredWithin, postContact, rawRequest } from './raw-http'
import { startSecondServer, type SecondServer } from './second-server'

/**
 * Redis as an accelerator, never a single point of failure: a server of the same build with
 * REDIS_URL on a Redis of this test's own (never the shared one), which is first not there at
 * all, then started, then killed, then started again and frozen (SIGSTOP: connections stay open,
 * nothing answers) and let go on. Pages and forms keep answering throughout; /healthz tells.
 */
const REDIS_PORT = Number(process.env.E2E_REDIS_PORT || 6479)
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`
// A hang is what this guards against: an answer within this bound is an answer, not a speed figure.
const ANSWER_BOUND_MS = 10_000
// With Redis frozen each request waits at most one Redis deadline (300 ms; the figure is measured
// by `npm run bench:redis`); this bound only tells that from the indefinite wait it once was.
const FROZEN_ANSWER_BOUND_MS = 5_000

let server: SecondServer
let redis: ChildProcess | undefined

function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 10_000
    const probe = async () => {
      const client = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } })
      client.on('error', () => undefined)
      try {
        await client.connect()
        await client.close()
        resolve()
      } catch {
        if (Date.now() > deadline) reject(new Error('Redis did not start'))
        else setTimeout(probe, 200)
      }
    }
    void probe()
  })
}

function killRedis(): Promise<void> {
  const child = redis
  redis = undefined
  return stopChild(child, 'SIGKILL')
}

/** Stops Redis without closing its connections (SIGSTOP), or lets it go on (SIGCONT). */
function freezeRedis(frozen: boolean): void {
  redis?.kill(frozen ? 'SIGSTOP' : 'SIGCONT')
}

async function contactMessageCount(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/contactMessages?limit=1&depth=0')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function health(origin: string): Promise<{ status: string; redis: string }> {
  return (await fetch(`${origin}/healthz`)).json() as Promise<{ status: string; redis: string }>
}

/** The site answers: two pages and a contact post, each within the bound. */
async function expectSiteAnswers(origin: string, from: string): Promise<void> {
  for (const path of ['/', '/vacatures?search=zorg']) {
    const answer = await answeredWithin(rawRequest({ origin, path, from }), ANSWER_BOUND_MS)
    expect(answer === 'no answer' ? answer : answer.status, path).toBe(200)
  }
  const contact = await answeredWithin(postContact(origin, from), ANSWER_BOUND_MS)
  expect(contact === 'no answer' ? contact : contact.status).toBe(200)
}

/**
 * The home page's first optimised image answers, and its second request comes from the cache in
 * use (this process's memory while Redis is away) instead of being optimised again.
 */
async function expectImageAnswers(origin: string): Promise<void> {
  const signal = () => AbortSignal.timeout(ANSWER_BOUND_MS)
  const html = await (await fetch(`${origin}/`, { signal: signal() })).text()
  const src = firstOptimisedImage(html)
  expect(src, 'an optimised image on the home page').toBeTruthy()
  const first = await fetch(`${origin}${src}`, { signal: signal(), headers: { accept: 'image/webp' } })
  expect(first.status).toBe(200)
  expect(first.headers.get('content-type')).toMatch(/^image\//)
  const second = await fetch(`${origin}${src}`, { signal: signal(), headers: { accept: 'image/webp' } })
  expect(second.status).toBe(200)
  expect(second.headers.get('x-nextjs-cache')).toBe('HIT')
  expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
}

test.describe('Redis outage', () => {
  test.describe.configure({ mode: 'serial', timeout: 600_000 })

  test.beforeAll(async () => {
    test.setTimeout(600_000)
    await killRedis()
    const port: Record<string, string> = process.env.E2E_SECOND_PORT ? { PORT: process.env.E2E_SECOND_PORT } : {}
    server = await startSecondServer(null, { REDIS_URL, JOBS_AUTORUN: 'false', ...port })
  })

  test.afterAll(async () => {
    freezeRedis(false)
    await server?.stop()
    await killRedis()
  })

  test('with REDIS_URL on a dead port, pages, images and forms answer and /healthz says so', async () => {
    await expectSiteAnswers(server.baseURL, '127.0.0.51')
    await expectImageAnswers(server.baseURL)
    const state = await health(server.baseURL)
    expect(state).toMatchObject({ status: 'degraded', redis: 'unavailable' })
  })

  test('once Redis is there, the server uses it again', async () => {
    await startRedis()
    await expect.poll(async () => (await health(server.baseURL)).redis, { timeout: 30_000 }).toBe('ok')
    await expectSiteAnswers(server.baseURL, '127.0.0.52')
    const client = createClient({ url: REDIS_URL })
    await client.connect()
    const keys = await client.keys('koers:rate:form:contact*')
    await client.close()
    expect(keys.length).toBeGreaterThan(0)
  })

  test('Redis killed mid-run: pages, images and forms keep answering', async () => {
    await killRedis()
    await expectSiteAnswers(server.baseURL, '127.0.0.53')
    await expectImageAnswers(server.baseURL)
    expect(await health(server.baseURL)).toMatchObject({ status: 'degraded', redis: 'unavailable' })
  })

  test('Redis frozen: pages, a new search and a contact post answer at once, the post is stored; back to ok after', async ({
    playwright,
  }) => {
    await startRedis()
    await expect.poll(async () => (await health(server.baseURL)).redis, { timeout: 30_000 }).toBe('ok')
    // Rendered once with Redis: the bound below is for the wait on Redis, not for a first render.
    await expectSiteAnswers(server.baseURL, '127.0.0.56')
    const api = await playwright.request.newContext({ baseURL: server.baseURL })
    await loginAsEditor(api)
    const storedBefore = await contactMessageCount(api)

    freezeRedis(true)
    try {
      const from = '127.0.0.54'
      for (const path of ['/', `/vacatures?search=bevroren${Date.now()}`]) {
        const answer = await answeredWithin(rawRequest({ origin: server.baseURL, path, from }), FROZEN_ANSWER_BOUND_MS)
        expect(answer === 'no answer' ? answer : answer.status, path).toBe(200)
      }
      const contact = await answeredWithin(postContact(server.baseURL, from), FROZEN_ANSWER_BOUND_MS)
      expect(contact === 'no answer' ? contact : contact.status).toBe(200)
      expect(await contactMessageCount(api)).toBe(storedBefore + 1)
      const state = await answeredWithin(health(server.baseURL), FROZEN_ANSWER_BOUND_MS)
      expect(state).toMatchObject({ status: 'degraded', redis: 'unavailable' })
    } finally {
      freezeRedis(false)
    }

    await expect.poll(async () => (await health(server.baseURL)).status, { timeout: 10_000 }).toBe('ok')
    await expectSiteAnswers(server.baseURL, '127.0.0.55')
    await api.dispose()
  })
})
