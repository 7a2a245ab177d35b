import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { nl } from '@/i18n/nl'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'

/**
 * The admin's buttons call custom endpoints (the export drawer's download and preview, the mail
 * queue's retry). The API guard refuses paths that none of the config's endpoints (Payload's own
 * included) has; these tests keep it from refusing a path the config declares, so no button is
 * silently cut off again, and from answering what Payload answers well itself.
 */

let payload: Payload
const handlers = {
  get: guardApi(REST_GET(config)),
  post: guardApi(REST_POST(config)),
  patch: guardApi(REST_PATCH(config)),
  put: guardApi(REST_PUT(config)),
  delete: guardApi(REST_DELETE(config)),
}

function call(path: string, init: RequestInit): Promise<Response> {
  const url = new URL(path, 'http://localhost')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const method = (init.method ?? 'get').toLowerCase() as keyof typeof handlers
  return handlers[method](new Request(url, init), { params: Promise.resolve({ slug }) })
}

/** A concrete address for an endpoint's path pattern (`/:id/duplicate` → `/1/duplicate`). */
const concrete = (path: string) => path.replace(/:id\b/g, '1').replace(/:\w+/g, 'x')

function declaredEndpoints(): Array<{ path: string; method: Endpoint['method'] }> {
  const root = (payload.config.endpoints || []).map(({ path, method }) => ({ path: `/api${concrete(path)}`, method }))
  const ofCollections = payload.config.collections.flatMap((collection) =>
    (collection.endpoints || []).map(({ path, method }) => ({
      path: `/api/${collection.slug}${concrete(path)}`,
      method,
    })),
  )
  return [...root, ...ofCollections]
}

const guardNotFound = { errors: [{ message: nl.api.notFound }] }

beforeAll(async () => {
  payload = await getMigratedPayload()
})

describe('custom endpoints behind the API guard', () => {
  /** The custom endpoints the admin's buttons, the site's jobs and the ATS call. */
  const BUTTONS = [
    '/api/mail-queue/retry',
    '/api/ats/retry',
    '/api/ats/status',
    '/api/exports/download',
    '/api/exports/export-preview',
    '/api/vacancyAlerts/send/x',
    '/api/pages/1/duplicate',
  ]

  const postEmpty = (path: string) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })

  it('lets the endpoints of the admin’s buttons reach their handlers', async () => {
    const declared = declaredEndpoints().map(({ path }) => path)
    expect(declared).toEqual(expect.arrayContaining(BUTTONS))
    for (const path of BUTTONS) {
      const response = await postEmpty(path)
      const refusedByGuard = response.status === 404 && (await response.text()) === JSON.stringify(guardNotFound)
      expect({ path, refusedByGuard }).toEqual({ path, refusedByGuard: false })
    }
  })

  it('never fails inside Payload on bad input (anonymous, an empty body) to a declared endpoint', async () => {
    for (const { path, method } of declaredEndpoints()) {
      if (!(method in handlers)) continue
      const withBody = method !== 'get' && method !== 'delete'
      const response = await call(path, {
        method: method.toUpperCase(),
        ...(withBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      })
      expect({ path, method, serverError: response.status >= 500 }).toEqual({ path, method, serverError: false })
    }
  })

  it('answers version and verification paths of collections without them with a 404', async () => {
    for (const path of ['/api/subjects/versions/1', '/api/payload-jobs/versions/1', '/api/users/verify/1']) {
      const response = await postEmpty(path)
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
    }
  })

  it('still answers a word no collection has with a 404', async () => {
    const response = await call('/api/exports/no-such-endpoint', { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual(guardNotFound)
  })
})

describe("Payload's own endpoints, as its built config lists them", () => {
  it('answers what Payload would fail on, or answer in English, with a Dutch 404', async () => {
    // Payload: an id that is no number reaches the database (500); an unknown path gets its
    // English 'Route not found' in another shape.
    for (const [method, path] of [
      ['GET', '/api/pages/abc'],
      ['GET', '/api/pages/access'],
      ['GET', '/api/pages/me'],
      ['GET', '/api/pages/init'],
      ['POST', '/api/pages/abc/duplicate'],
      ['GET', '/api/pages/1/extra'],
      ['POST', '/api/pages/login'],
      ['GET', '/api/pages/file/x.jpg'],
    ]) {
      const response = await call(path, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      })
      expect({ method, path, status: response.status, body: await response.json() }).toEqual({
        method,
        path,
        status: 404,
        body: guardNotFound,
      })
    }
  })

  it("leaves Payload's own answers to Payload", async () => {
    const answers = await Promise.all(
      [
        ['GET', '/api/pages/count'],
        ['GET', '/api/pages/12345678'],
        ['GET', '/api/users/me'],
        ['GET', '/api/media/file/niet-hier.png'],
        ['GET', '/api/globals/footer'],
      ].map(async ([method, path]) => {
        const response = await call(path, { method })
        return { path, status: response.status }
      }),
    )
    expect(answers).toEqual([
      { path: '/api/pages/count', status: 200 },
      // Payload's own 404s, in Dutch: a document or a file that is not there.
      { path: '/api/pages/12345678', status: 404 },
      { path: '/api/users/me', status: 200 },
      { path: '/api/media/file/niet-hier.png', status: 404 },
      { path: '/api/globals/footer', status: 200 },
    ])
  })
})

describe("Payload's internal collections over REST", () => {
  it('answers a read of any collection, internal ones included, without a server error', async () => {
    for (const { slug } of payload.config.collections) {
      const response = await call(`/api/${slug}`, { method: 'GET' })
      expect({ slug, serverError: response.status >= 500 }).toEqual({ slug, serverError: false })
    }
  })

  it('answers the migrations, which have no REST API, with a Dutch 404', async () => {
    for (const path of ['/api/payload-migrations', '/api/payload-migrations/1']) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE']) {
        const withBody = method === 'POST' || method === 'PATCH'
        const response = await call(path, {
          method,
          ...(withBody ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
        })
        expect({ path, method, status: response.status, body: await response.json() }).toEqual({
          path,
          method,
          status: 404,
          body: guardNotFound,
        })
      }
    }
  })
})
