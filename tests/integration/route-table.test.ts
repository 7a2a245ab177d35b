import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { fetchRouteTable } from '@/content/documents'
import { resolvePath, routeEntries } from '@/routing/routes'

import { getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('route table from the database', () => {
  it('lists every published routable document once, with its page type', async () => {
    const table = await fetchRouteTable(payload)
    const entries = routeEntries(table)
    const published = await Promise.all(
      (['pages', 'news', 'experiences', 'successStories', 'labels', 'vacancies'] as const).map(
        async (collection) =>
          (await payload.count({ collection, where: { _status: { equals: 'published' } } })).totalDocs,
      ),
    )
    expect(entries).toHaveLength(published.reduce((sum, count) => sum + count, 0))
    expect(resolvePath(table, '/')).toMatchObject({ kind: 'page', entry: { pageType: 'home' } })
    expect(resolvePath(table, '/nieuws')).toMatchObject({ kind: 'page', entry: { pageType: 'blogIndex' } })
    expect(resolvePath(table, '/contact/bedankt')).toMatchObject({ kind: 'thankYou' })
  })

  it('leaves drafts out and drops a page once it is unpublished', async () => {
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Concept campagne', slug: 'concept-campagne', pageType: 'simple', _status: 'draft' },
    })
    expect(resolvePath(await fetchRouteTable(payload), '/concept-campagne').kind).toBe('notFound')

    await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'published' } })
    expect(resolvePath(await fetchRouteTable(payload), '/concept-campagne').kind).toBe('page')

    await payload.update({ collection: 'pages', id: draft.id, data: { _status: 'draft' } })
    expect(resolvePath(await fetchRouteTable(payload), '/concept-campagne').kind).toBe('notFound')
    await payload.delete({ collection: 'pages', id: draft.id })
  })

  it('derives the uri from the collection prefix and slug', async () => {
    const article = await payload.create({
      collection: 'news',
      data: {
        title: 'Één nieuw bericht',
        slug: 'Één nieuw bericht',
        intro: 'Intro',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(article.slug).toBe('een-nieuw-bericht')
    expect(article.uri).toBe('nieuws/een-nieuw-bericht')
    await payload.delete({ collection: 'news', id: article.id })
  })

  it('gives a new document a free address beside a taken one, and refuses moving a saved one onto it', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Contact', slug: 'contact', pageType: 'simple', _status: 'published' },
    })
    try {
      expect(page.uri).toBe('contact-2')
      await expect(payload.update({ collection: 'pages', id: page.id, data: { slug: 'contact' } })).rejects.toThrow()
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
  })
})
