import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { nl } from '@/i18n/nl'
import { AUTH_BODY_BYTES, DOCUMENT_BODY_BYTES } from '@/ops/body-limit'
import config from '@payload-config'

let payload: Payload
const password = 'een-sterk-wachtwoord-voor-tests'

const post = guardApi(REST_POST(config))
const get = guardApi(REST_GET(config))

type Handler = typeof post

/** A streamed body needs `duplex`, which Node's fetch takes and the DOM's RequestInit does not name. */
type CallInit = RequestInit & { duplex?: 'half' }

function call(handler: Handler, path: string, init: CallInit = {}): Promise<Response> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return handler(new Request(url, init), { params: Promise.resolve({ slug }) })
}

const CHUNK_BYTES = 64 * 1024
/** Chunks the streams between the body and its reader queue ahead, whether or not it is read. */
const QUEUED_BYTES = 4 * CHUNK_BYTES

/**
 * A body of `total` bytes that arrives chunk by chunk as the reader asks for it, and counts what
 * was asked for: a reader that stops at the limit leaves the rest of the body unsent.
 */
function countedBody(total: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x61)
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

const FIFTY_MB = 50 * 1024 * 1024

const tooLarge = { errors: [{ message: nl.forms.errors.bodyTooLarge }] }

// These checks need the collections, not the demo content: the database is migrated, not seeded.
beforeAll(async () => {
  const { getPayload } = await import('payload')
  const { committedMigrations } = await import('@/cms/database')
  payload = await getPayload({ config })
  await payload.db.migrate({ migrations: committedMigrations() })
})

describe('REST API bodies', () => {
  it('refuses a 50 MB login with a 413 from its Content-Length, without reading it', async () => {
    const body = countedBody(FIFTY_MB)
    const response = await call(post, '/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(FIFTY_MB) },
      body: body.stream,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge)
    expect(body.pulled()).toBeLessThanOrEqual(QUEUED_BYTES)
  })

  it('stops reading a chunked login body as soon as it is over the limit', async () => {
    const body = countedBody(FIFTY_MB)
    const response = await call(post, '/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual(tooLarge)
    expect(body.pulled()).toBeLessThanOrEqual(AUTH_BODY_BYTES + QUEUED_BYTES)
  })

  it('bounds a document body, chunked or declared', async () => {
    const body = countedBody(FIFTY_MB)
    const response = await call(post, '/api/vacancies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body.stream,
      duplex: 'half',
    })
    expect(response.status).toBe(413)
    expect(body.pulled()).toBeLessThanOrEqual(DOCUMENT_BODY_BYTES + QUEUED_BYTES)
  })

  it('still logs in with a small JSON body, and answers a wrong password with a 401', async () => {
    const email = `login-${Date.now()}@example.nl`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'editor' } })
    const login = (secret: string) =>
      call(post, '/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: secret }),
      })
    expect((await login(password)).status).toBe(200)
    expect((await login('fout-wachtwoord-123')).status).toBe(401)
  })

  it("takes an editor's large image upload, and no upload of that size from an anonymous visitor", async () => {
    const width = 800
    const png = await sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(DOCUMENT_BODY_BYTES)
    const form = () => {
      const data = new FormData()
      data.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ruis.png')
      data.append('_payload', JSON.stringify({ alt: 'Ruis' }))
      return data
    }
    const anonymous = await call(post, '/api/media', { method: 'POST', body: form() })
    expect(anonymous.status).toBe(413)

    const email = `upload-${Date.now()}@example.nl`
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'editor' } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const editor = await call(post, '/api/media', {
      method: 'POST',
      headers: { authorization: `JWT ${token}` },
      body: form(),
    })
    expect(editor.status).toBe(201)
  })
})

describe('REST API input that used to be a 500', () => {
  const refusals: Array<[string, string, number, string]> = [
    ['GET', '/api/vacancies?where[title][near]=1,2', 400, nl.api.locationOperator('near', 'title')],
    ['GET', '/api/vacancies?where[createdAt][greater_than]=notadate', 400, nl.api.invalidDate('createdAt')],
    ['GET', '/api/news?where[or][0][publishedAt][less_than]=gisteren', 400, nl.api.invalidDate('publishedAt')],
    ['POST', '/api/users/verify/abc', 404, nl.api.notFound],
    ['GET', '/api/media/file/%00.png', 404, nl.api.notFound],
    ['GET', `/api/media/file/${'a'.repeat(300)}.png`, 404, nl.api.notFound],
  ]
  for (const [method, path, status, message] of refusals) {
    it(`answers ${method} ${path.slice(0, 60)} with a ${status}`, async () => {
      const response = await call(method === 'GET' ? get : post, path, { method })
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ errors: [{ message }] })
    })
  }

  it('still runs a date condition with a date in it', async () => {
    const response = await call(get, '/api/vacancies?where[createdAt][greater_than]=2020-01-01&limit=1')
    expect(response.status).toBe(200)
  })
})
