import { expect, test, type APIRequestContext } from '@playwright/test'
import { createClient } from 'redis'

import { firstOptimisedImage, loginAsEditor } from './helpers'
import { ownRedis, type OwnRedis } from './own-redis'
import { startServer, type OwnServer } from './own-server'
import { answeredWithin, postContact, rawRequest } from './raw-http'

/**
 * Redis as an accelerator, never a single point of failure: a server of the same build with
 * REDIS_URL on a Redis of this test's own (never the shared one), which is first not there at
 * all, then started, then killed, then started again and frozen (SIGSTOP: connections stay open,
 * nothing answers) and let go on. Pages and forms keep answering throughout; /healthz tells.
 */
// A hang is what this guards against: an answer within this bound is an answer, not a speed figure.
const ANSWER_BOUND_MS = 10_000
// With Redis frozen each request waits at most one Redis deadline (300 ms; the figure is measured
// by `npm run bench:redis`); this bound only tells that from the indefinite wait it once was.
const FROZEN_ANSWER_BOUND_MS = 5_000

let server: OwnServer
let redis: OwnRedis

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
    // Not started yet: the server begins with REDIS_URL on a dead port.
    redis = await ownRedis()
    server = await startServer({ env: { REDIS_URL: redis.url, JOBS_AUTORUN: 'false' } })
  })

  test.afterAll(async () => {
    await server?.stop()
    await redis?.kill()
  })

  test('with REDIS_URL on a dead port, pages, images and forms answer and /healthz says so', async () => {
    await expectSiteAnswers(server.origin, '127.0.0.51')
    await expectImageAnswers(server.origin)
    const state = await health(server.origin)
    expect(state).toMatchObject({ status: 'degraded', redis: 'unavailable' })
  })

  test('once Redis is there, the server uses it again', async () => {
    await redis.start()
    await expect.poll(async () => (await health(server.origin)).redis, { timeout: 30_000 }).toBe('ok')
    await expectSiteAnswers(server.origin, '127.0.0.52')
    const client = createClient({ url: redis.url })
    await client.connect()
    const keys = await client.keys('koers:rate:form:contact*')
    await client.close()
    expect(keys.length).toBeGreaterThan(0)
  })

  test('Redis killed mid-run: pages, images and forms keep answering', async () => {
    await redis.kill()
    await expectSiteAnswers(server.origin, '127.0.0.53')
    await expectImageAnswers(server.origin)
    expect(await health(server.origin)).toMatchObject({ status: 'degraded', redis: 'unavailable' })
  })

  test('Redis frozen: pages, a new search and a contact post answer at once, the post is stored; back to ok after', async ({
    playwright,
  }) => {
    await redis.start()
    await expect.poll(async () => (await health(server.origin)).redis, { timeout: 30_000 }).toBe('ok')
    // Rendered once with Redis: the bound below is for the wait on Redis, not for a first render.
    await expectSiteAnswers(server.origin, '127.0.0.56')
    const api = await playwright.request.newContext({ baseURL: server.origin })
    await loginAsEditor(api)
    const storedBefore = await contactMessageCount(api)

    redis.freeze(true)
    try {
      const from = '127.0.0.54'
      for (const path of ['/', `/vacatures?search=bevroren${Date.now()}`]) {
        const answer = await answeredWithin(rawRequest({ origin: server.origin, path, from }), FROZEN_ANSWER_BOUND_MS)
        expect(answer === 'no answer' ? answer : answer.status, path).toBe(200)
      }
      const contact = await answeredWithin(postContact(server.origin, from), FROZEN_ANSWER_BOUND_MS)
      expect(contact === 'no answer' ? contact : contact.status).toBe(200)
      expect(await contactMessageCount(api)).toBe(storedBefore + 1)
      const state = await answeredWithin(health(server.origin), FROZEN_ANSWER_BOUND_MS)
      expect(state).toMatchObject({ status: 'degraded', redis: 'unavailable' })
    } finally {
      redis.freeze(false)
    }

    await expect.poll(async () => (await health(server.origin)).status, { timeout: 10_000 }).toBe('ok')
    await expectSiteAnswers(server.origin, '127.0.0.55')
    await api.dispose()
  })
})
