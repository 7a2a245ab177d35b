import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'

import { getTestPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'

let payload: Payload
const restGet = REST_GET(config)
const graphqlPost = GRAPHQL_POST(config)

/** Calls Payload's REST handler as an anonymous visitor would. */
async function anonymousGet(path: string): Promise<Response> {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return restGet(new Request(url), { params: Promise.resolve({ slug }) })
}

async function anonymousGraphql(query: string): Promise<{ data?: Record<string, unknown>; errors?: unknown[] }> {
  const response = await graphqlPost(
    new Request('http://localhost/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  )
  return response.json()
}

let applicationId: number | string
let fileId: number | string
let fileUrl: string
let draftId: number | string

beforeAll(async () => {
  payload = await getTestPayload()
  const file = await payload.create({
    collection: 'applicationFiles',
    data: {},
    overrideAccess: true,
    file: { data: minimalPdf(), mimetype: 'application/pdf', name: 'cv-jan-jansen.pdf', size: minimalPdf().length },
  })
  fileId = file.id
  fileUrl = String(file.url)
  const application = await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: {
      status: 'new',
      firstName: 'Jan',
      lastName: 'Jansen',
      emailAddress: 'jan@example.nl',
      phoneNumber: '0612345678',
      applicationCV: file.id,
    },
  })
  applicationId = application.id
  const draft = await payload.create({
    collection: 'news',
    overrideAccess: true,
    draft: true,
    data: { title: 'Nog geheim concept', intro: 'Concept', publishedAt: new Date().toISOString(), _status: 'draft' },
  })
  draftId = draft.id
})

// The database is shared by the test files: leave it as the seed made it.
afterAll(async () => {
  // Deleting an application also deletes its files, so each delete tolerates an already-gone row.
  await payload.delete({ collection: 'applications', where: { id: { equals: applicationId } }, overrideAccess: true })
  await payload.delete({ collection: 'applicationFiles', where: { id: { equals: fileId } }, overrideAccess: true })
  await payload.delete({ collection: 'news', where: { id: { equals: draftId } }, overrideAccess: true })
})

describe('access for anonymous visitors', () => {
  it('cannot read applications or contact messages through the Local API', async () => {
    await expect(payload.find({ collection: 'applications', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'contactMessages', overrideAccess: false })).rejects.toThrow()
  })

  it('cannot list or read applications over REST', async () => {
    expect((await anonymousGet('applications')).status).toBe(403)
    expect((await anonymousGet(`applications/${applicationId}`)).status).toBe(403)
    expect((await anonymousGet('contactMessages')).status).toBe(403)
  })

  it('cannot list, read or download application files over REST', async () => {
    expect((await anonymousGet('applicationFiles')).status).toBe(403)
    expect((await anonymousGet(`applicationFiles/${fileId}`)).status).toBe(403)
    const download = await anonymousGet(fileUrl.replace(/^\/api\//, ''))
    expect(download.status).toBe(403)
    expect(await download.text()).not.toContain('%PDF')
  })

  it('cannot read applications or files over GraphQL', async () => {
    const result = await anonymousGraphql(
      '{ Applications { docs { id firstName } } ApplicationFiles { docs { id url } } }',
    )
    expect(result.errors?.length).toBeGreaterThan(0)
    expect(JSON.stringify(result.data ?? {})).not.toContain('Jan')
  })

  it('does not see drafts over REST, GraphQL or the Local API', async () => {
    const list = await (await anonymousGet('news?limit=100&draft=true')).json()
    expect(list.docs.map((doc: { id: number }) => doc.id)).not.toContain(draftId)
    expect((await anonymousGet(`news/${draftId}?draft=true`)).status).toBe(404)
    const result = await anonymousGraphql(
      `{ NewsItem: News(id: ${JSON.stringify(draftId)}, draft: true) { id title } }`,
    )
    expect(JSON.stringify(result.data ?? {})).not.toContain('Nog geheim concept')
    const local = await payload.find({
      collection: 'news',
      overrideAccess: false,
      draft: true,
      where: { id: { equals: draftId } },
    })
    expect(local.docs).toHaveLength(0)
  })

  it('reads published content', async () => {
    const response = await anonymousGet('news?limit=1')
    expect(response.status).toBe(200)
    expect((await response.json()).totalDocs).toBe(30)
  })

  it('cannot create users or submissions over REST', async () => {
    const { POST } = await import('@payloadcms/next/routes').then((routes) => ({ POST: routes.REST_POST(config) }))
    const response = await POST(
      new Request('http://localhost/api/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'inbreker@example.nl', password: 'geheim123456', role: 'admin' }),
      }),
      { params: Promise.resolve({ slug: ['users'] }) },
    )
    expect(response.status).toBe(403)
  })
})

describe('access for editors', () => {
  it('lets a logged-in editor read applications and drafts', async () => {
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `redacteur-${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'editor' },
    })
    const applications = await payload.find({ collection: 'applications', overrideAccess: false, user: editor })
    expect(applications.totalDocs).toBeGreaterThan(0)
    const drafts = await payload.find({
      collection: 'news',
      overrideAccess: false,
      user: editor,
      draft: true,
      where: { id: { equals: draftId } },
    })
    expect(drafts.docs).toHaveLength(1)
  })
})
