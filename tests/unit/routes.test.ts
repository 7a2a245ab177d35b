import { describe, expect, it } from 'vitest'

import { buildRouteTable, normalisePath, resolvePath, routeEntries, type RoutableDocument } from '@/routing/routes'

const doc = (
  uri: string,
  pageType: RoutableDocument['pageType'],
  id: number,
  collection: RoutableDocument['collection'] = 'pages',
): RoutableDocument => ({
  uri,
  pageType,
  id,
  collection,
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const table = buildRouteTable([
  doc('__home__', 'home', 1),
  doc('contact', 'contact', 2),
  doc('over-ons', 'advanced', 3),
  doc('nieuws/arbeidsmarkt-in-de-techniek', 'newsArticle', 4, 'news'),
  doc('vacatures/café-medewerker', 'vacancy', 5, 'vacancies'),
  doc('solliciteren', 'application', 6),
])

describe('route table', () => {
  it('maps the home uri to the root path', () => {
    expect(resolvePath(table, [])).toMatchObject({ kind: 'page', entry: { path: '/', pageType: 'home', id: 1 } })
    expect(resolvePath(table, '/')).toMatchObject({ kind: 'page', entry: { id: 1 } })
  })

  it('resolves a nested uri with its collection and page type', () => {
    expect(resolvePath(table, ['nieuws', 'arbeidsmarkt-in-de-techniek'])).toMatchObject({
      kind: 'page',
      entry: { collection: 'news', pageType: 'newsArticle', id: 4 },
    })
  })

  it('ignores leading and trailing slashes', () => {
    expect(resolvePath(table, '/over-ons/')).toMatchObject({ kind: 'page', entry: { id: 3 } })
  })

  it('resolves both the encoded and the decoded form of a path', () => {
    expect(resolvePath(table, '/vacatures/caf%C3%A9-medewerker')).toMatchObject({ kind: 'page', entry: { id: 5 } })
    expect(resolvePath(table, '/vacatures/café-medewerker')).toMatchObject({ kind: 'page', entry: { id: 5 } })
    expect(table['/vacatures/caf%C3%A9-medewerker']).toBeDefined()
  })

  it('answers not found for unknown paths', () => {
    expect(resolvePath(table, '/bestaat-niet')).toEqual({ kind: 'notFound', path: '/bestaat-niet' })
    expect(resolvePath(table, '/nieuws')).toMatchObject({ kind: 'notFound' })
  })

  it('treats a malformed escape as a literal path instead of failing', () => {
    expect(resolvePath(table, '/%E0%A4%A')).toMatchObject({ kind: 'notFound' })
  })

  it('resolves <form page>/bedankt to the thank-you view of form pages only', () => {
    expect(resolvePath(table, '/contact/bedankt')).toMatchObject({ kind: 'thankYou', entry: { id: 2 } })
    expect(resolvePath(table, '/solliciteren/bedankt')).toMatchObject({ kind: 'thankYou', entry: { id: 6 } })
    expect(resolvePath(table, '/over-ons/bedankt')).toMatchObject({ kind: 'notFound' })
  })

  it('lists every entry once even though encoded paths are registered twice', () => {
    expect(routeEntries(table)).toHaveLength(6)
  })

  it('normalises segments and strings alike', () => {
    expect(normalisePath(['a', 'b'])).toBe('/a/b')
    expect(normalisePath('a//b/')).toBe('/a/b')
    expect(normalisePath(undefined)).toBe('/')
  })
})
