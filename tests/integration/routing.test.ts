import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fetchRoutableDocuments } from '@/content/documents'
import {
  fetchDraftPath,
  fetchRedirect,
  fetchRoute,
  fetchRouteTablePage,
  type RouteTableCursor,
} from '@/routing/server/route-lookup'

import { getTestPayload } from './helpers'

let payload: Payload

// Seeding a fresh database can take minutes on a busy machine.
beforeAll(async () => {
  payload = await getTestPayload()
}, 900_000)

/** The Dutch messages a refused save gives, or a failure when it was saved. */
async function refusal(save: Promise<unknown>): Promise<string> {
  try {
    await save
  } catch (error) {
    return error instanceof ValidationError ? error.data.errors.map((e) => e.message).join(' ') : String(error)
  }
  throw new Error('The save was not refused')
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function publishedNews(slug: string) {
  return payload.create({
    collection: 'news',
    data: {
      title: `Bericht ${slug}`,
      slug,
      intro: 'Intro',
      publishedAt: new Date().toISOString(),
      _status: 'published',
    },
  })
}

async function rename(id: number, slug: string, { draft = false } = {}) {
  return payload.update({
    collection: 'news',
    id,
    draft,
    data: { slug, _status: draft ? 'draft' : 'published' },
  })
}

describe('resolving one path', () => {
  it('finds pages, documents under a prefix and thank-you pages, each with a lookup of that path only', async () => {
    expect(await fetchRoute(payload, '/')).toMatchObject({ kind: 'page', entry: { pageType: 'home' } })
    expect(await fetchRoute(payload, ['nieuws'])).toMatchObject({ kind: 'page', entry: { pageType: 'blogIndex' } })
    expect(await fetchRoute(payload, '/contact/bedankt')).toMatchObject({
      kind: 'thankYou',
      entry: { pageType: 'contact', path: '/contact' },
    })
    expect(await fetchRoute(payload, '/over-ons/bedankt')).toMatchObject({ kind: 'notFound' })
    const { docs } = await payload.find({
      collection: 'vacancies',
      limit: 1,
      where: { _status: { equals: 'published' } },
    })
    expect(await fetchRoute(payload, `/${docs[0].uri}/`)).toMatchObject({
      kind: 'page',
      entry: { collection: 'vacancies', id: docs[0].id, pageType: 'vacancy' },
    })
    expect(await fetchRoute(payload, '/vacatures/bestaat-niet')).toEqual({
      kind: 'notFound',
      path: '/vacatures/bestaat-niet',
    })
  })

  it('shows drafts only to a draft lookup: a never-published vacancy, found by uri and by id', async () => {
    const slug = `concept-${unique()}`
    const draft = await payload.create({
      collection: 'vacancies',
      draft: true,
      data: { title: 'Conceptvacature', slug, _status: 'draft' },
    })
    expect(await fetchRoute(payload, `/vacatures/${slug}`)).toMatchObject({ kind: 'notFound' })
    expect(await fetchRoute(payload, `/vacatures/${slug}`, { draft: true })).toMatchObject({
      kind: 'page',
      entry: { collection: 'vacancies', id: draft.id },
    })
    expect(await fetchDraftPath(payload, { collection: 'vacancies', id: draft.id })).toBe(`/vacatures/${slug}`)
    await payload.delete({ collection: 'vacancies', id: draft.id })
  })

  it('finds a renamed draft at its new path while the public keeps the published one', async () => {
    const slug = `gepubliceerd-${unique()}`
    const article = await publishedNews(slug)
    await rename(article.id, `${slug}-nieuw`, { draft: true })
    expect(await fetchRoute(payload, `/nieuws/${slug}`)).toMatchObject({ kind: 'page', entry: { id: article.id } })
    expect(await fetchRoute(payload, `/nieuws/${slug}-nieuw`)).toMatchObject({ kind: 'notFound' })
    expect(await fetchRoute(payload, `/nieuws/${slug}-nieuw`, { draft: true })).toMatchObject({
      kind: 'page',
      entry: { id: article.id },
    })
    expect(await fetchDraftPath(payload, { collection: 'news', id: article.id })).toBe(`/nieuws/${slug}-nieuw`)
    await payload.delete({ collection: 'news', id: article.id })
  })
})

describe('route-table API pages', () => {
  it('pages through every published document once, then the redirects', async () => {
    const article = await publishedNews(`tabel-${unique()}`)
    await rename(article.id, `${article.slug}-nieuw`)
    const seen: string[] = []
    let cursor: RouteTableCursor = null
    let pages = 0
    for (;;) {
      const { table, next } = await fetchRouteTablePage(payload, cursor, 25)
      const entries = [...new Set(Object.values(table))]
      expect(entries.length).toBeLessThanOrEqual(25)
      seen.push(...entries.map((entry) => `${entry.collection}:${entry.id}`))
      pages++
      if (!next) break
      const [source, id] = next.split(':')
      cursor = { source: source as NonNullable<RouteTableCursor>['source'], id: Number(id) }
    }
    const documents = await fetchRoutableDocuments(payload)
    const redirects = await payload.count({ collection: 'redirects' })
    expect(pages).toBeGreaterThan(2)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toHaveLength(documents.length + redirects.totalDocs)
    const { table } = await fetchRouteTablePage(payload, { source: 'redirects', id: 0 }, 1000)
    expect(table[`/nieuws/${article.slug}`]).toMatchObject({
      pageType: 'redirect',
      collection: 'redirects',
      to: `/nieuws/${article.slug}-nieuw`,
      status: 308,
    })
    await payload.delete({ collection: 'news', id: article.id })
  })
})

describe('automatic redirects when a published uri changes', () => {
  it('redirects every earlier address straight to the current one and never loops', async () => {
    const slug = `verhuisd-${unique()}`
    const article = await publishedNews(slug)
    await rename(article.id, `${slug}-2`)
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toEqual({ to: `/nieuws/${slug}-2`, status: 308 })

    // A second move: both old addresses lead to the newest in one hop.
    await rename(article.id, `${slug}-3`)
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toEqual({ to: `/nieuws/${slug}-3`, status: 308 })
    expect(await fetchRedirect(payload, `/nieuws/${slug}-2`)).toEqual({ to: `/nieuws/${slug}-3`, status: 308 })

    // Back to the first address: it is a live page again, no redirect from it, no loop.
    await rename(article.id, slug)
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toBeNull()
    expect(await fetchRoute(payload, `/nieuws/${slug}`)).toMatchObject({ kind: 'page', entry: { id: article.id } })
    expect(await fetchRedirect(payload, `/nieuws/${slug}-3`)).toEqual({ to: `/nieuws/${slug}`, status: 308 })

    // Deleting the document removes the redirects that led to it.
    await payload.delete({ collection: 'news', id: article.id })
    expect(await fetchRedirect(payload, `/nieuws/${slug}-2`)).toBeNull()
    expect((await payload.count({ collection: 'redirects', where: { from: { like: slug } } })).totalDocs).toBe(0)
  })

  it('redirects from the published address when a renamed draft is published', async () => {
    const slug = `concept-hernoemd-${unique()}`
    const article = await publishedNews(slug)
    await rename(article.id, `${slug}-b`, { draft: true })
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toBeNull()
    await payload.update({ collection: 'news', id: article.id, data: { _status: 'published' } })
    expect(await fetchRoute(payload, `/nieuws/${slug}-b`)).toMatchObject({ kind: 'page' })
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toEqual({ to: `/nieuws/${slug}-b`, status: 308 })
    await payload.delete({ collection: 'news', id: article.id })
  })

  it('makes no redirect for a document that was never published', async () => {
    const slug = `nooit-${unique()}`
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: { title: 'Nooit gepubliceerd', slug, intro: 'Intro', _status: 'draft' },
    })
    await payload.update({ collection: 'news', id: draft.id, data: { slug: `${slug}-b`, _status: 'published' } })
    expect(await fetchRedirect(payload, `/nieuws/${slug}`)).toBeNull()
    await payload.delete({ collection: 'news', id: draft.id })
  })
})

describe('redirects that editors manage', () => {
  const custom = (from: string, url: string) =>
    payload.create({ collection: 'redirects', data: { from, to: { type: 'custom', url }, type: '308' } })

  it('stores the normalised address and serves it, temporary or permanent', async () => {
    const id = unique()
    const redirect = await custom(`oude-actie-${id}/?utm=x`, '/contact')
    expect(redirect.from).toBe(`/oude-actie-${id}`)
    expect(await fetchRedirect(payload, `/oude-actie-${id}`)).toEqual({ to: '/contact', status: 308 })
    await payload.update({ collection: 'redirects', id: redirect.id, data: { type: '307' } })
    expect(await fetchRedirect(payload, `/oude-actie-${id}/`)).toEqual({ to: '/contact', status: 307 })
  })

  it('refuses a loop, directly or through other redirects, and collapses chains', async () => {
    const id = unique()
    expect(await refusal(custom(`/lus-${id}`, `/lus-${id}`))).toMatch(/kringetje/)
    await custom(`/a-${id}`, `/b-${id}`)
    expect(await refusal(custom(`/b-${id}`, `/a-${id}`))).toMatch(/kringetje/)
    // /b → /contact makes /a lead straight to /contact; /c → /a is stored as /c → /contact.
    await custom(`/b-${id}`, '/contact')
    expect(await fetchRedirect(payload, `/a-${id}`)).toEqual({ to: '/contact', status: 308 })
    const c = await custom(`/c-${id}`, `/a-${id}`)
    expect(c.to?.url).toBe('/contact')
  })

  it('refuses addresses that are no local path, belong to the application or hold a published page', async () => {
    for (const from of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      '/',
      '/admin/login',
      '/api/users',
    ]) {
      expect(await refusal(custom(from, '/contact')), from).toMatch(/Vul een adres op deze site in/)
    }
    expect(await refusal(custom('/contact', '/over-ons'))).toMatch(/gepubliceerde pagina/)
    for (const url of ['//evil.example', 'javascript:alert(1)', '/.//evil.example', 'https://user:pw@evil.example']) {
      expect(await refusal(custom(`/bron-${unique()}`, url)), url).toMatch(/Vul een adres op deze site in/)
    }
    // An editor may send visitors to another site on purpose.
    const external = await custom(`/extern-${unique()}`, 'https://www.example.org/vacatures')
    expect(await fetchRedirect(payload, external.from)).toEqual({
      to: 'https://www.example.org/vacatures',
      status: 308,
    })
  })
})

describe('duplicating a routable document', () => {
  it('gives the copy a free -kopie slug and keeps it a draft', async () => {
    const { docs } = await payload.find({
      collection: 'vacancies',
      limit: 1,
      where: { and: [{ _status: { equals: 'published' } }, { externalId: { exists: true } }] },
    })
    const original = docs[0] ?? (await payload.find({ collection: 'vacancies', limit: 1 })).docs[0]
    const first = await payload.duplicate({ collection: 'vacancies', id: original.id })
    const second = await payload.duplicate({ collection: 'vacancies', id: original.id })
    const ofCopy = await payload.duplicate({ collection: 'vacancies', id: first.id })
    expect(first.slug).toBe(`${original.slug}-kopie`)
    expect(first.uri).toBe(`vacatures/${original.slug}-kopie`)
    expect(second.slug).toBe(`${original.slug}-kopie-2`)
    expect(ofCopy.slug).toBe(`${original.slug}-kopie-3`)
    for (const copy of [first, second, ofCopy]) {
      expect(copy._status).toBe('draft')
      expect(copy.externalId ?? null).toBeNull()
      expect(copy.title).toBe(`${original.title} (kopie)`)
      expect(await fetchRoute(payload, `/${copy.uri}`)).toMatchObject({ kind: 'notFound' })
      await payload.delete({ collection: 'vacancies', id: copy.id })
    }
  })

  it('works for pages and news too', async () => {
    for (const collection of ['pages', 'news'] as const) {
      const { docs } = await payload.find({ collection, limit: 1, where: { _status: { equals: 'published' } } })
      const copy = await payload.duplicate({ collection, id: docs[0].id })
      expect(copy._status).toBe('draft')
      expect(copy.uri).not.toBe(docs[0].uri)
      expect(copy.slug).toMatch(/-kopie$/)
      await payload.delete({ collection, id: copy.id })
    }
  })
})
