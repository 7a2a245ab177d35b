import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import { ValidationError, type CollectionSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { failedPlans } from '@/cms/scheduled'
import { nl } from '@/i18n/nl'
import type { User } from '@/payload-types'
import { recordNotFound } from '@/routing/not-found-hits'
import { flushNotFound } from '@/routing/server/not-found-log'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

// The test drives the job queue itself.

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await getMigratedPayload()
  editor = remember(
    'users',
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `redacteur-${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'editor' },
    }),
  )
})

// The test files share one database: what this file creates goes again when it is done.
const created: Array<{ collection: CollectionSlug; id: number }> = []
function remember<Doc extends { id: number }>(collection: CollectionSlug, doc: Doc): Doc {
  created.push({ collection, id: doc.id })
  return doc
}

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
  }
})

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function createVacancy(title: string) {
  return remember(
    'vacancies',
    await payload.create({
      collection: 'vacancies',
      overrideAccess: true,
      draft: false,
      data: {
        title,
        slug: `${title.toLowerCase().replace(/\W+/g, '-')}`,
        vacancyLocation: 'Utrecht',
        salary: PUBLISHABLE_SALARY,
        datePosted: new Date().toISOString(),
        _status: 'published',
      },
    }),
  )
}

async function createApplication(vacancy: number | null, lastName: string) {
  return remember(
    'applications',
    await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: {
        status: 'new',
        firstName: 'Noor',
        lastName,
        emailAddress: `${lastName.toLowerCase()}@example.nl`,
        phoneNumber: '06 12345678',
        vacancy,
      },
    }),
  )
}

describe("a vacancy's applications", () => {
  it('lists the applications on that vacancy, newest first, for signed-in editors', async () => {
    const vacancy = await createVacancy(`Lasser ${stamp()}`)
    const other = await createVacancy(`Kok ${stamp()}`)
    const first = await createApplication(vacancy.id, `Eerste-${stamp()}`)
    const second = await createApplication(vacancy.id, `Tweede-${stamp()}`)
    await createApplication(other.id, `Ander-${stamp()}`)

    const read = await payload.findByID({
      collection: 'vacancies',
      id: vacancy.id,
      overrideAccess: false,
      user: editor,
    })
    expect(read.applications?.docs?.map((doc) => (typeof doc === 'object' ? doc.id : doc))).toEqual([
      second.id,
      first.id,
    ])
    expect(read.applications?.totalDocs ?? read.applications?.docs?.length).toBe(2)
  })

  it('is never shown to the public, and the public pages read no joins', async () => {
    const vacancy = await createVacancy(`Schilder ${stamp()}`)
    await createApplication(vacancy.id, `Publiek-${stamp()}`)
    const anonymous = await payload.findByID({ collection: 'vacancies', id: vacancy.id, overrideAccess: false })
    expect(anonymous.applications).toBeUndefined()

    const { fetchDocument } = await import('@/content/documents')
    const page = await fetchDocument(payload, 'vacancies', vacancy.id, { draft: true })
    expect(page?.applications).toBeUndefined()
  })
})

describe('the 404 list', () => {
  const rowOf = async (path: string) =>
    (
      await payload.find({
        collection: 'notFoundPaths',
        where: { path: { equals: path } },
        overrideAccess: false,
        user: editor,
      })
    ).docs[0]

  it('counts each path that answered 404, without its query, and forgets it once a redirect leads away', async () => {
    const path = `/oude-actie-${stamp()}`
    recordNotFound(path)
    recordNotFound(`${path}/`)
    recordNotFound(path)
    await flushNotFound()
    const row = await rowOf(path)
    expect(row).toMatchObject({ path, hits: 3 })
    expect(Date.now() - new Date(row.lastSeen).getTime()).toBeLessThan(60_000)
    expect(Object.keys(row).sort()).toEqual(['createdAt', 'hits', 'id', 'lastSeen', 'path', 'updatedAt'])

    recordNotFound(path)
    await flushNotFound()
    expect((await rowOf(path))?.hits).toBe(4)

    remember(
      'redirects',
      await payload.create({
        collection: 'redirects',
        overrideAccess: false,
        user: editor,
        data: { from: path, to: { type: 'custom', url: '/vacatures' }, type: '308' },
      }),
    )
    expect(await rowOf(path)).toBeUndefined()
    // A hit counted just before the redirect was made does not bring the row back.
    recordNotFound(path)
    await flushNotFound()
    expect(await rowOf(path)).toBeUndefined()
  })

  it('forgets an address once a document is published there, not while it is a draft', async () => {
    const title = `Binnenkort ${stamp()}`
    const path = `/vacatures/${title.toLowerCase().replace(/\W+/g, '-')}`
    recordNotFound(path)
    await flushNotFound()
    expect(await rowOf(path)).toMatchObject({ path, hits: 1 })
    const draft = remember(
      'vacancies',
      await payload.create({
        collection: 'vacancies',
        draft: true,
        data: { title, slug: '', vacancyLocation: 'Utrecht', _status: 'draft' },
      }),
    )
    expect(await rowOf(path)).toMatchObject({ path })
    await payload.update({
      collection: 'vacancies',
      id: draft.id,
      data: { salary: PUBLISHABLE_SALARY, datePosted: new Date().toISOString(), _status: 'published' },
    })
    expect(await rowOf(path)).toBeUndefined()
  })

  it('keeps no e-mail address, phone number, IBAN or BSN, also disguised, and only editors read it; nobody writes it over the API', async () => {
    const folder = `/profiel-${stamp()}`
    const personal = [
      'noor@example.nl',
      'noor%40example.nl',
      'noor%2540example.nl',
      'noor＠example.nl',
      'noor(at)example.nl',
      '06-12345678',
      '+31 20 123 4567',
      'NL91ABNA0417164300',
      '123456782',
    ]
    for (const segment of personal) recordNotFound(`${folder}/${segment}`)
    await flushNotFound()
    const { docs } = await payload.find({
      collection: 'notFoundPaths',
      where: { path: { like: folder } },
      pagination: false,
    })
    // One row, the personal part replaced, counted for each.
    expect(docs.map(({ path, hits }) => ({ path, hits }))).toEqual([
      { path: `${folder}/${nl.admin.notFoundLog.redacted}`, hits: personal.length },
    ])

    await expect(payload.find({ collection: 'notFoundPaths', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'notFoundPaths',
        overrideAccess: false,
        user: editor,
        data: { path: '/zelf', hits: 1, lastSeen: new Date().toISOString() },
      }),
    ).rejects.toThrow()
  })
})

describe('restoring a version', () => {
  /** The version view's 'Herstel als concept': Payload's admin posts `?draft=false` for its main button. */
  async function restore(id: number | string, token: string) {
    const url = new URL(`http://localhost/api/news/versions/${id}?draft=false`)
    const response = await REST_POST(config)(
      new Request(url, { method: 'POST', headers: { Authorization: `JWT ${token}` } }),
      { params: Promise.resolve({ slug: ['news', 'versions', String(id)] }) },
    )
    return { status: response.status, body: (await response.json()) as { message?: string } }
  }

  it('makes the older version the newest draft and leaves the published article as it is', async () => {
    const { token } = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: 'een-lang-wachtwoord-123' },
    })
    const article = await payload.create({
      collection: 'news',
      overrideAccess: true,
      draft: false,
      data: {
        title: `Eerste versie ${stamp()}`,
        slug: `eerste-versie-${stamp()}`,
        intro: 'Een.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    remember('news', article)
    await payload.update({
      collection: 'news',
      id: article.id,
      overrideAccess: true,
      data: { title: 'Tweede versie', _status: 'published' },
    })
    const { docs } = await payload.findVersions({
      collection: 'news',
      where: { parent: { equals: article.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    const first = docs.find((version) => version.version.title === article.title)!
    const answer = await restore(first.id, token!)
    expect(answer).toEqual({
      status: 200,
      body: expect.objectContaining({ message: expect.stringContaining('concept') }),
    })

    const published = await payload.findByID({ collection: 'news', id: article.id, overrideAccess: true })
    expect(published).toMatchObject({ title: 'Tweede versie', _status: 'published' })
    const draft = await payload.findByID({ collection: 'news', id: article.id, draft: true, overrideAccess: true })
    expect(draft.title).toBe(article.title)

    // A draft version, restored, does not take the published article offline either.
    const drafted = await payload.update({
      collection: 'news',
      id: article.id,
      draft: true,
      overrideAccess: true,
      data: { title: 'Derde versie (concept)' },
    })
    const { docs: latest } = await payload.findVersions({
      collection: 'news',
      where: { and: [{ parent: { equals: article.id } }, { 'version.title': { equals: drafted.title } }] },
      overrideAccess: true,
    })
    expect((await restore(latest[0].id, token!)).status).toBe(200)
    expect(await payload.findByID({ collection: 'news', id: article.id, overrideAccess: true })).toMatchObject({
      title: 'Tweede versie',
      _status: 'published',
    })
  })
})

describe('a planned publication', () => {
  it('publishes the newest draft at its moment, not before, and clears the field that planned it', async () => {
    const article = remember(
      'news',
      await payload.create({
        collection: 'news',
        overrideAccess: true,
        draft: true,
        data: {
          title: `Gepland ${stamp()}`,
          slug: `gepland-${stamp()}`,
          intro: 'Komt straks online.',
          publishedAt: new Date().toISOString(),
          _status: 'draft',
        },
      }),
    )
    const at = new Date(Date.now() + 1_500)
    await payload.update({
      collection: 'news',
      id: article.id,
      draft: true,
      overrideAccess: true,
      data: { publishOn: at.toISOString() },
    })
    const runQueue = () => payload.jobs.run({ queue: 'default', limit: 100 })
    const published = () =>
      payload.count({
        collection: 'news',
        where: { and: [{ id: { equals: article.id } }, { _status: { equals: 'published' } }] },
        overrideAccess: true,
      })

    // Before its moment the queue leaves it alone.
    await runQueue()
    expect((await published()).totalDocs).toBe(0)

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100))
    await runQueue()
    expect((await published()).totalDocs).toBe(1)
    const live = await payload.findByID({ collection: 'news', id: article.id, overrideAccess: true, depth: 0 })
    expect(live).toMatchObject({ _status: 'published', publishOn: null, title: article.title })
    expect(await failedPlans(payload, 'news', live)).toEqual([])
  })
})

describe('a planned publication that fails', () => {
  it('stays in view by its field, with the reason, until the editor plans again or publishes', async () => {
    // A draft without its intro: saved as a draft, refused when it is published.
    const article = await payload.create({
      collection: 'news',
      overrideAccess: true,
      draft: true,
      data: { title: `Onvolledig ${stamp()}`, slug: `onvolledig-${stamp()}`, _status: 'draft' },
    })
    remember('news', article)
    const at = new Date(Date.now() + 1_500)
    await payload.update({
      collection: 'news',
      id: article.id,
      draft: true,
      overrideAccess: true,
      data: { publishOn: at.toISOString() },
    })
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    // The first try and both retries.
    for (let attempt = 0; attempt < 4; attempt++) await payload.jobs.run({ queue: 'default', limit: 100 })

    const draft = await payload.findByID({ collection: 'news', id: article.id, draft: true, overrideAccess: true })
    expect(draft._status).toBe('draft')
    const failures = await failedPlans(payload, 'news', draft)
    expect(failures).toEqual([{ type: 'publish', at: at.toISOString(), reason: expect.stringMatching(/Intro/) }])

    // A new moment replaces the failed one: the notice goes.
    const later = new Date(Date.now() + 3_600_000).toISOString()
    const replanned = await payload.update({
      collection: 'news',
      id: article.id,
      draft: true,
      overrideAccess: true,
      data: { publishOn: later },
    })
    expect(await failedPlans(payload, 'news', replanned)).toEqual([])
  })
})

describe('documents with the same title', () => {
  /** The refused save's notice and the fields it marks, or a failure when it was saved. */
  async function refusal(save: Promise<unknown>) {
    try {
      await save
    } catch (error) {
      if (error instanceof ValidationError)
        return { notice: error.message, paths: error.data.errors.map((e) => e.path) }
      throw error
    }
    throw new Error('The save was not refused')
  }

  /** The address the admin shows for a new document before it is saved. */
  async function freeAddress(query: string, token?: string) {
    const response = await REST_GET(config)(
      new Request(`http://localhost/api/vacancies/vrij-adres?${query}`, {
        headers: token ? { Authorization: `JWT ${token}` } : {},
      }),
      { params: Promise.resolve({ slug: ['vacancies', 'vrij-adres'] }) },
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('gives a new document a free slug, shown before saving, and publishes both', async () => {
    const title = `Heftruckchauffeur ${stamp()}`
    const slug = title.toLowerCase().replace(/\W+/g, '-')
    const first = await createVacancy(title)
    expect(first.slug).toBe(slug)
    const { token } = await payload.login({
      collection: 'users',
      data: { email: editor.email, password: 'een-lang-wachtwoord-123' },
    })
    const shown = await freeAddress(`titel=${encodeURIComponent(title)}`, token)
    expect(shown).toEqual({
      status: 200,
      body: { slug: `${slug}-2`, uri: `vacatures/${slug}-2`, path: `/vacatures/${slug}-2` },
    })
    // The same title without a slug, and the same slug typed: both saved, each at an address of its own.
    const second = remember(
      'vacancies',
      await payload.create({
        collection: 'vacancies',
        draft: false,
        data: {
          title,
          slug: '',
          vacancyLocation: 'Utrecht',
          salary: PUBLISHABLE_SALARY,
          datePosted: new Date().toISOString(),
          _status: 'published',
        },
      }),
    )
    const third = remember(
      'vacancies',
      await payload.create({ collection: 'vacancies', draft: true, data: { title, slug, vacancyLocation: 'Utrecht' } }),
    )
    expect([second.slug, second.uri, second._status]).toEqual([`${slug}-2`, `vacatures/${slug}-2`, 'published'])
    expect(third.slug).toBe(`${slug}-3`)

    // Refusals of the address endpoint, in Dutch.
    expect(await freeAddress('titel=x')).toEqual({
      status: 401,
      body: { errors: [{ message: nl.admin.address.signIn }] },
    })
    expect(await freeAddress('titel=%20', token)).toEqual({
      status: 400,
      body: { errors: [{ message: nl.admin.address.missing }] },
    })
  })

  it("refuses a saved document moved onto another's address at its slug, named in Dutch", async () => {
    const title = `Orderpicker ${stamp()}`
    const first = await createVacancy(title)
    const second = await createVacancy(`${title} twee`)
    const moved = await refusal(
      payload.update({ collection: 'vacancies', id: second.id, data: { slug: first.slug, _status: 'published' } }),
    )
    expect(moved.paths).toEqual(['slug'])
    expect(moved.notice).toContain(`${nl.admin.address.label} (${nl.admin.address.taken(`/vacatures/${first.slug}`)})`)
    expect(moved.notice).not.toMatch(/\buri\b/)
    // A moment in the past is refused by its Dutch name too.
    const past = await refusal(
      payload.update({
        collection: 'vacancies',
        id: second.id,
        draft: true,
        data: { publishOn: '2020-01-01T10:00:00.000Z', _status: 'draft' },
      }),
    )
    expect(past.paths).toEqual(['publishOn'])
    expect(past.notice).toContain(`${nl.admin.planning.publishOn} (${nl.admin.planning.past})`)
    expect(past.notice).not.toContain('publishOn')
  })
})
