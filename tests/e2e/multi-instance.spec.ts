import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

import { startFakeS3, type FakeS3 } from './fake-s3'
import { firstOptimisedImage, loginAsEditor } from './helpers'
import { ownRedis, type OwnRedis } from './own-redis'
import { startServer, type OwnServer } from './own-server'
import { minimalPdf } from '../fixtures/files'

/**
 * The site as it is deployed on several machines: two instances on one PostgreSQL database,
 * sharing Redis (page cache, tag expiries, optimised images) and an S3-compatible bucket (media
 * and applicants' files), on the minimal site. An edit through one instance shows through the
 * other; media are public through Payload, an applicant's file reaches only editors, as a
 * short-lived signed link.
 */
const BUCKET = 'koers-test'

let s3: FakeS3
let redis: OwnRedis
let first: OwnServer
let second: OwnServer

async function applyWithCv(api: APIRequestContext): Promise<void> {
  const response = await api.post('/actions/module/application-form', {
    multipart: {
      gender: 'v',
      firstName: 'Noor',
      lastName: 'Bakker',
      emailAddress: `noor.${Date.now()}@example.nl`,
      phoneNumber: '+31 20 123 4567',
      applicationCV: { name: 'cv-noor.pdf', mimeType: 'application/pdf', buffer: minimalPdf() },
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** An API client signed in as the editor (production cookies are Secure: the token goes in a header). */
async function editorApi(origin: string): Promise<APIRequestContext> {
  const login = await playwrightRequest.newContext({ baseURL: origin })
  const token = await loginAsEditor(login)
  await login.dispose()
  return playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { Authorization: `JWT ${token}` } })
}

/** A page's status and redirect target at one instance, as a visitor's first request gets them. */
async function statusAt(origin: string, path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}

test.describe('two instances on PostgreSQL, Redis and S3', () => {
  test.describe.configure({ mode: 'serial', timeout: 360_000 })

  test.beforeAll(async () => {
    test.setTimeout(360_000)
    s3 = await startFakeS3()
    redis = await ownRedis()
    await redis.start()
    // The first instance migrates and seeds the minimal site into the bucket; the second joins.
    first = await startServer({
      data: 'minimal',
      database: 'postgres',
      env: {
        REDIS_URL: redis.url,
        S3_BUCKET: BUCKET,
        S3_REGION: 'eu-west-1',
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    })
    second = await startServer({ join: first, env: { JOBS_AUTORUN: 'false' } })
  })

  test.afterAll(async () => {
    await second?.stop()
    await first?.stop()
    await redis?.kill()
    await s3?.close()
  })

  test('an edit through one instance shows through the other on the next request', async () => {
    const titleOf = async (origin: string) => {
      const html = await (await fetch(`${origin}/werken-bij`)).text()
      return /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '')
    }
    // Both instances have rendered (and cached) the page.
    expect(await titleOf(first.origin)).toBe('Werken bij Koers Groep')
    expect(await titleOf(second.origin)).toBe('Werken bij Koers Groep')

    const api = await editorApi(first.origin)
    const { docs } = await (await api.get('/api/pages?where[slug][equals]=werken-bij&depth=0')).json()
    const changed = `Werken bij Koers Groep (${Date.now()})`
    expect((await api.patch(`/api/pages/${docs[0].id}`, { data: { title: changed } })).status()).toBe(200)
    await api.dispose()

    expect(await titleOf(second.origin)).toBe(changed)
    expect(await titleOf(first.origin)).toBe(changed)
  })

  test('a page published, moved and deleted through one instance is found, sent on and gone on the other', async () => {
    const api = await editorApi(first.origin)
    const slug = `tweede-instantie-${Date.now().toString(36)}`
    const created = await api.post('/api/news', {
      data: { title: `Bericht ${slug}`, slug, intro: 'Via de eerste instantie.', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; uri: string } }
    const path = `/${doc.uri}`
    // Each instance decides a request from its own memory of the routes; the other's edits reach
    // it through Redis at once.
    await expect.poll(() => statusAt(second.origin, path).then((answer) => answer.status), { timeout: 2_000 }).toBe(200)

    const moved = await api.patch(`/api/news/${doc.id}`, { data: { slug: `${slug}-nieuw` } })
    expect(moved.status()).toBe(200)
    const newPath = `/${((await moved.json()) as { doc: { uri: string } }).doc.uri}`
    expect(newPath).not.toBe(path)
    await expect
      .poll(() => statusAt(second.origin, path), { timeout: 2_000 })
      .toEqual({ status: 308, location: expect.stringContaining(newPath) })
    expect((await statusAt(second.origin, newPath)).status).toBe(200)

    expect((await api.delete(`/api/news/${doc.id}`)).status()).toBe(200)
    await expect
      .poll(() => statusAt(second.origin, newPath).then((answer) => answer.status), { timeout: 2_000 })
      .toBe(404)
    await api.dispose()
  })

  test('media are in the bucket, not on disk, served to anyone; an image optimised by one instance is served by the other', async () => {
    const api = await playwrightRequest.newContext({ baseURL: second.origin })
    const { docs } = (await (await api.get('/api/media?limit=1&depth=0')).json()) as {
      docs: Array<{ filename: string; url: string }>
    }
    const [media] = docs
    const stored = s3.objects.get(`${BUCKET}/media/${media.filename}`)
    expect(stored, 'object media/<filename> in the bucket').toBeTruthy()
    expect(fs.existsSync(path.join(first.dataDir, 'media', media.filename))).toBe(false)
    const { pathname, search } = new URL(media.url, second.origin)
    const file = await api.get(pathname + search)
    expect(file.status()).toBe(200)
    expect(Buffer.compare(await file.body(), stored!.body)).toBe(0)
    await api.dispose()

    const html = await (await fetch(`${first.origin}/`)).text()
    const src = firstOptimisedImage(html)
    expect(src, 'an optimised image on the home page').toBeTruthy()
    const headers = { accept: 'image/avif,image/webp,*/*' }
    const made = await fetch(`${first.origin}${src}`, { headers })
    expect(made.status).toBe(200)
    expect(made.headers.get('content-type')).toMatch(/^image\//)
    const shared = await fetch(`${second.origin}${src}`, { headers })
    expect(shared.status).toBe(200)
    expect(shared.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(shared.headers.get('etag')).toBe(made.headers.get('etag'))
    expect(Buffer.from(await shared.arrayBuffer())).toEqual(Buffer.from(await made.arrayBuffer()))
  })

  test('an applicant’s CV sent to one instance is in the bucket and reaches only editors, through a signed link', async () => {
    const visitor = await playwrightRequest.newContext({ baseURL: first.origin })
    await applyWithCv(visitor)
    const key = [...s3.objects.keys()].find(
      (name) => name.startsWith(`${BUCKET}/application-files/`) && name.endsWith('.pdf'),
    )
    expect(key, 'object application-files/<name>.pdf in the bucket').toBeTruthy()
    const filename = key!.split('/').pop()!
    expect(fs.existsSync(path.join(first.dataDir, 'application-files', filename))).toBe(false)

    const fileUrl = `/api/applicationFiles/file/${encodeURIComponent(filename)}`
    expect([401, 403]).toContain((await visitor.get(fileUrl, { maxRedirects: 0 })).status())

    // Through the other instance.
    const editor = await editorApi(second.origin)
    const answer = await editor.get(fileUrl, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    const signed = new URL(answer.headers().location)
    expect(signed.origin).toBe(s3.endpoint)
    expect(signed.pathname).toBe(`/${BUCKET}/application-files/${filename}`)
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300')
    expect(signed.searchParams.get('X-Amz-Signature')).toBeTruthy()
    const download = await fetch(signed)
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), minimalPdf())).toBe(0)

    // Deleting the record deletes the object.
    const { docs } = (await (
      await editor.get(`/api/applicationFiles?where[filename][equals]=${encodeURIComponent(filename)}&depth=0`)
    ).json()) as { docs: Array<{ id: number }> }
    expect((await editor.delete(`/api/applicationFiles/${docs[0].id}`)).ok()).toBe(true)
    expect(s3.objects.has(key!)).toBe(false)
    await Promise.all([visitor.dispose(), editor.dispose()])
  })

  // Last: Redis is stopped and started again.
  test('a page published through one instance while Redis is down is found on the other once Redis is back', async () => {
    await redis.kill()
    const api = await editorApi(first.origin)
    const slug = `zonder-redis-${Date.now().toString(36)}`
    const created = await api.post('/api/news', {
      data: { title: `Bericht ${slug}`, slug, intro: 'Terwijl Redis weg was.', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const path = `/${((await created.json()) as { doc: { uri: string } }).doc.uri}`
    await api.dispose()
    expect((await statusAt(first.origin, path)).status).toBe(200)
    // The other instance has not heard of it: the change waits in the first one.
    expect((await statusAt(second.origin, path)).status).toBe(404)
    await redis.start()
    // Redis back: the waiting change is sent, and the other instance reads its memory afresh once
    // its subscription is back (its reconnection waits up to five seconds between attempts).
    await expect.poll(async () => (await statusAt(second.origin, path)).status, { timeout: 20_000 }).toBe(200)
  })
})
