import { afterEach, describe, expect, it } from 'vitest'

import { deriveTokenKey, signToken } from '@/data/signed-token'
import { tokenOpensApplication } from '@/forms/applicant-link'
import { parseListQuery } from '@/lists/list-query'
import { isMissingListView, legacySubjectSlug, pageOutcome } from '@/page-data/unknown-page'
import {
  applyRouteChange,
  changeRouteMemory,
  emptyRouteSet,
  findRedirect,
  findRoute,
  loadRouteMemory,
  reloadRouteMemory,
  resetRouteMemory,
  routeMemory,
  setDocument,
  type RememberedDocument,
  type RouteSet,
} from '@/routing/route-memory'

const doc = (overrides: Partial<RememberedDocument> & Pick<RememberedDocument, 'uri'>): RememberedDocument => ({
  collection: 'pages',
  id: 1,
  pageType: 'simple',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

function routeSet(...docs: RememberedDocument[]): RouteSet {
  const set = emptyRouteSet()
  for (const entry of docs) setDocument(set, entry.collection, entry.id, entry)
  return set
}

const query = (search: string) => parseListQuery(new URLSearchParams(search))

afterEach(() => resetRouteMemory())

describe('routes in memory', () => {
  it('resolves pages, decoded and encoded paths, and a form page’s thank-you path', () => {
    const set = routeSet(
      doc({ id: 1, uri: '__home__', pageType: 'home' }),
      doc({ id: 2, uri: 'contact', pageType: 'contact' }),
      doc({ id: 3, uri: 'over-ons' }),
      doc({ collection: 'vacancies', id: 4, uri: 'vacatures/café', pageType: 'vacancy' }),
    )
    expect(findRoute(set, '/')).toMatchObject({ kind: 'page', entry: { pageType: 'home' } })
    expect(findRoute(set, '/contact/bedankt')).toMatchObject({ kind: 'thankYou', entry: { path: '/contact' } })
    expect(findRoute(set, '/over-ons/bedankt')).toMatchObject({ kind: 'notFound' })
    expect(findRoute(set, '/vacatures/caf%C3%A9')).toMatchObject({ kind: 'page', entry: { id: 4 } })
    expect(findRoute(set, '/vacatures/café/')).toMatchObject({ kind: 'page', entry: { id: 4 } })
  })

  it('moves a document with its uri and forgets it when it is taken out', () => {
    const set = routeSet(doc({ id: 7, uri: 'oud' }))
    setDocument(set, 'pages', 7, doc({ id: 7, uri: 'nieuw' }))
    expect(findRoute(set, '/oud').kind).toBe('notFound')
    expect(findRoute(set, '/nieuw').kind).toBe('page')
    setDocument(set, 'pages', 7, null)
    expect(findRoute(set, '/nieuw').kind).toBe('notFound')
    expect(set.paths.size).toBe(0)
  })

  it('prefers the collection’s document over a page stored under the same uri, as the database lookup does', () => {
    const set = routeSet(
      doc({ id: 1, uri: 'vacatures/monteur' }),
      doc({ collection: 'vacancies', id: 1, uri: 'vacatures/monteur', pageType: 'vacancy' }),
    )
    expect(findRoute(set, '/vacatures/monteur')).toMatchObject({ entry: { collection: 'vacancies' } })
    setDocument(set, 'vacancies', 1, null)
    expect(findRoute(set, '/vacatures/monteur')).toMatchObject({ entry: { collection: 'pages' } })
  })
})

describe('redirects in memory', () => {
  it('lead to a custom address, or to their document while it is published, wherever it lives now', () => {
    const set = routeSet(doc({ collection: 'news', id: 5, uri: 'nieuws/nieuw', pageType: 'newsArticle' }))
    set.redirects.set('/oud', { id: 1, status: 308, to: { url: '/contact' } })
    set.redirects.set('/bericht', { id: 2, status: 307, to: { collection: 'news', id: 5 } })
    set.redirects.set('/kapot', { id: 3, status: 308, to: { url: 'javascript:alert(1)' } })
    expect(findRedirect(set, '/oud/')).toEqual({ to: '/contact', status: 308 })
    expect(findRedirect(set, '/bericht')).toEqual({ to: '/nieuws/nieuw', status: 307 })
    expect(findRedirect(set, '/kapot')).toBeNull()
    setDocument(set, 'news', 5, null)
    expect(findRedirect(set, '/bericht')).toBeNull()
  })

  it('come only after a document at the path', () => {
    const set = routeSet(doc({ id: 1, uri: 'oud' }))
    set.redirects.set('/oud', { id: 1, status: 308, to: { url: '/contact' } })
    expect(pageOutcome(set, '/oud')).toBe('page')
    expect(pageOutcome(set, '/weg')).toBe('unknown')
  })
})

describe('the store', () => {
  it('answers nothing where the app never loaded it, so requests pass through', async () => {
    expect(await routeMemory()).toBeNull()
    changeRouteMemory(() => {
      throw new Error('no memory to change')
    })
  })

  it('applies the saves made during its load after it, and lets the proxy wait for it', async () => {
    let finish: (set: RouteSet) => void = () => {}
    const loading = loadRouteMemory(() => new Promise((resolve) => (finish = resolve)))
    const waiting = routeMemory()
    changeRouteMemory((set) => setDocument(set, 'pages', 2, doc({ id: 2, uri: 'tijdens-laden' })))
    finish(routeSet(doc({ id: 1, uri: 'geladen' })))
    await loading
    const set = (await waiting)!
    expect(findRoute(set, '/geladen').kind).toBe('page')
    expect(findRoute(set, '/tijdens-laden').kind).toBe('page')
  })

  it('is loaded again after a failed load', async () => {
    await expect(loadRouteMemory(() => Promise.reject(new Error('database away')))).rejects.toThrow()
    expect(await routeMemory()).toBeNull()
    await loadRouteMemory(async () => routeSet(doc({ id: 1, uri: 'later' })))
    expect(findRoute((await routeMemory())!, '/later').kind).toBe('page')
  })
})

describe('changes as data (what other server processes are sent)', () => {
  it('survive JSON and move a redirect from its old source to its new one', () => {
    const set = routeSet(doc({ id: 1, uri: 'doel' }))
    const send = (change: Parameters<typeof applyRouteChange>[1]) =>
      applyRouteChange(set, JSON.parse(JSON.stringify(change)) as typeof change)
    send({ kind: 'redirect', id: 7, from: '/oud', previousFrom: null, rule: { status: 308, to: { url: '/doel' } } })
    expect(findRedirect(set, '/oud')).toMatchObject({ to: '/doel', status: 308 })
    send({ kind: 'redirect', id: 7, from: '/ouder', previousFrom: '/oud', rule: { status: 307, to: { url: '/doel' } } })
    expect(findRedirect(set, '/oud')).toBeNull()
    expect(findRedirect(set, '/ouder')).toMatchObject({ to: '/doel', status: 307 })
    send({ kind: 'redirect', id: 7, from: '/ouder', previousFrom: null, rule: null })
    expect(findRedirect(set, '/ouder')).toBeNull()
    send({ kind: 'document', collection: 'pages', id: 1, doc: null })
    expect(findRoute(set, '/doel').kind).toBe('notFound')
    send({ kind: 'group', list: 'sectors', id: 3, title: 'Zorg' })
    send({ kind: 'subject', id: 4, slug: 'evenementen' })
    send({ kind: 'application', id: 5, state: { linkNonce: 'n', linkExpiresAt: null, deleteAfter: null } })
    expect([set.groups.sectors.get(3), set.subjects.get(4), set.applications.has(5)]).toEqual([
      'Zorg',
      'evenementen',
      true,
    ])
  })

  it('made during a reload are kept in the set it swaps in', async () => {
    await loadRouteMemory(async () => routeSet(doc({ id: 1, uri: 'eerst' })))
    let finish: (set: RouteSet) => void = () => {}
    const reloading = reloadRouteMemory(() => new Promise((resolve) => (finish = resolve)))
    changeRouteMemory((set) => setDocument(set, 'pages', 2, doc({ id: 2, uri: 'tijdens-herladen' })))
    finish(routeSet(doc({ id: 3, uri: 'herladen' })))
    await reloading
    const set = (await routeMemory())!
    expect(findRoute(set, '/herladen').kind).toBe('page')
    expect(findRoute(set, '/tijdens-herladen').kind).toBe('page')
    expect(findRoute(set, '/eerst').kind).toBe('notFound')
  })
})

describe('list views in memory', () => {
  const now = new Date('2026-06-01T12:00:00Z')
  const vacancies = (count: number, validThrough: string | null = null) =>
    Array.from({ length: count }, (_, index) =>
      doc({
        collection: 'vacancies',
        id: 100 + index,
        uri: `vacatures/v-${index}-${validThrough ?? 'open'}`,
        pageType: 'vacancy',
        validThrough,
        location: 'Utrecht',
      }),
    )
  const lists = () =>
    routeSet(
      doc({ id: 1, uri: 'vacatures', pageType: 'vacanciesIndex' }),
      doc({ id: 2, uri: 'nieuws', pageType: 'blogIndex' }),
      doc({ id: 3, uri: 'ervaringen', pageType: 'experiencesIndex' }),
      doc({ id: 4, uri: 'over-ons' }),
      ...vacancies(13),
    )

  it('404s a page past the last one of a list without filters, counting open vacancies only', () => {
    const set = lists()
    expect(isMissingListView(set, '/vacatures', query('page=2'), now)).toBe(false)
    expect(isMissingListView(set, '/vacatures', query('page=3'), now)).toBe(true)
    // A vacancy past its validThrough is still a page, but no longer on the overview.
    setDocument(set, 'vacancies', 100, { ...vacancies(1)[0], validThrough: '2026-05-01T00:00:00Z' })
    expect(pageOutcome(set, '/vacatures/v-0-open')).toBe('page')
    expect(isMissingListView(set, '/vacatures', query('page=2'), now)).toBe(true)
    // An empty list still has its first page.
    expect(isMissingListView(set, '/ervaringen', query('page=1'), now)).toBe(false)
    expect(isMissingListView(set, '/ervaringen', query('page=2'), now)).toBe(true)
    // Other pages have no pages of their own to count.
    expect(isMissingListView(set, '/over-ons', query('page=5'), now)).toBe(false)
  })

  it('counts the open vacancies again after a change and when the next one closes, not per request', () => {
    const set = routeSet(doc({ id: 1, uri: 'vacatures', pageType: 'vacanciesIndex' }), ...vacancies(12), {
      ...vacancies(1, '2026-06-02T00:00:00Z')[0],
      id: 200,
    })
    const later = new Date('2026-06-03T00:00:00Z')
    expect(isMissingListView(set, '/vacatures', query('page=2'), now)).toBe(false)
    // The thirteenth closed in between: the count derived before is not reused.
    expect(isMissingListView(set, '/vacatures', query('page=2'), later)).toBe(true)
    setDocument(
      set,
      'vacancies',
      500,
      doc({ collection: 'vacancies', id: 500, uri: 'vacatures/nieuw', pageType: 'vacancy' }),
    )
    expect(isMissingListView(set, '/vacatures', query('page=2'), later)).toBe(false)
  })

  it('never 404s a page of a searched or filtered vacancy overview it cannot count', () => {
    const set = lists()
    for (const search of ['page=9&search=monteur', 'page=9&location=Utrecht', 'page=9&salaris=3000'])
      expect(isMissingListView(set, '/vacatures', query(search), now), search).toBe(false)
  })

  it('404s made-up filter values: a sector or function that is no group, a place nobody knows', () => {
    const set = lists()
    set.groups.sectors.set(1, 'Zorg')
    set.groups.functions.set(1, 'Monteur')
    expect(isMissingListView(set, '/vacatures', query('sector=zorg'), now)).toBe(false)
    expect(isMissingListView(set, '/vacatures', query('sector=Verzonnen'), now)).toBe(true)
    expect(isMissingListView(set, '/vacatures', query('function=Monteur'), now)).toBe(false)
    expect(isMissingListView(set, '/vacatures', query('function=Verzonnen'), now)).toBe(true)
    expect(isMissingListView(set, '/vacatures', query('location=Utrecht'), now)).toBe(false)
    expect(isMissingListView(set, '/vacatures', query('location=Qqqqxyzzy'), now)).toBe(true)
  })

  it('counts news per subject and knows the subjects’ slugs, also for old links by id', () => {
    const set = lists()
    set.subjects.set(3, 'arbeidsmarkt')
    set.subjects.set(4, 'werk')
    for (let index = 0; index < 13; index++)
      setDocument(set, 'news', index + 1, {
        ...doc({ collection: 'news', id: index + 1, uri: `nieuws/n-${index}`, pageType: 'newsArticle' }),
        subjects: index === 0 ? [3, 4] : [4],
      })
    expect(isMissingListView(set, '/nieuws', query('page=2'), now)).toBe(false)
    expect(isMissingListView(set, '/nieuws', query('page=2&subject=werk'), now)).toBe(false)
    expect(isMissingListView(set, '/nieuws', query('page=2&subject=arbeidsmarkt'), now)).toBe(true)
    expect(isMissingListView(set, '/nieuws', query('subject=verzonnen'), now)).toBe(true)
    expect(legacySubjectSlug(set, '3')).toBe('arbeidsmarkt')
    expect(legacySubjectSlug(set, '9')).toBeNull()
  })
})

describe("applicants' links in memory", () => {
  const key = deriveTokenKey('secret', 'koers-applications', 'application-token-v1')
  const token = (subject: number, nonce: string) => signToken(key, { purpose: 'application', subject, nonce })
  const now = new Date('2026-06-01T12:00:00Z')
  const applications = new Map([
    [1, { linkNonce: 'n1', linkExpiresAt: '2026-07-01T00:00:00Z', deleteAfter: null }],
    [2, { linkNonce: 'n2', linkExpiresAt: '2026-05-01T00:00:00Z', deleteAfter: null }],
    [3, { linkNonce: 'n3', linkExpiresAt: '2026-07-01T00:00:00Z', deleteAfter: '2026-05-31T00:00:00Z' }],
  ])

  it('open a live application, and nothing forged, replaced, expired, past retention or gone', () => {
    expect(tokenOpensApplication(key, token(1, 'n1'), applications, now)).toBe(true)
    expect(tokenOpensApplication(key, token(1, 'old'), applications, now)).toBe(false)
    expect(tokenOpensApplication(key, token(2, 'n2'), applications, now)).toBe(false)
    expect(tokenOpensApplication(key, token(3, 'n3'), applications, now)).toBe(false)
    expect(tokenOpensApplication(key, token(4, 'n4'), applications, now)).toBe(false)
    const forged = signToken(deriveTokenKey('other', 'koers-applications', 'application-token-v1'), {
      purpose: 'application',
      subject: 1,
      nonce: 'n1',
    })
    expect(tokenOpensApplication(key, forged, applications, now)).toBe(false)
    expect(tokenOpensApplication(key, null, applications, now)).toBe(false)
  })
})
