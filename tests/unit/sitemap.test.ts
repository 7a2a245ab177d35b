import robotsParser from 'robots-parser'
import { describe, expect, it } from 'vitest'

import { parseListQuery } from '@/lists/list-query'
import { buildRouteTable, type RoutableDocument } from '@/routing/routes'
import { buildSitemap, canonicalUrl, pageIndexing } from '@/seo/indexing'
import { ROBOTS_ALLOW, ROBOTS_DISALLOW } from '@/seo/sitemap'

const at = (day: number) => `2026-03-0${day}T10:00:00.000Z`
const NOW = new Date('2026-03-05T12:00:00.000Z')
const SITE = 'https://www.koersgroep.nl'

const documents: RoutableDocument[] = [
  { uri: '__home__', pageType: 'home', collection: 'pages', id: 1, updatedAt: at(1) },
  {
    uri: 'vacatures/kok-café',
    pageType: 'vacancy',
    collection: 'vacancies',
    id: 7,
    updatedAt: at(2),
    validThrough: null,
  },
  {
    uri: 'vacatures/ended',
    pageType: 'vacancy',
    collection: 'vacancies',
    id: 8,
    updatedAt: at(2),
    validThrough: at(4),
  },
  { uri: 'vacatures/open', pageType: 'vacancy', collection: 'vacancies', id: 9, updatedAt: at(2), validThrough: at(9) },
  { uri: 'nieuws/een', pageType: 'newsArticle', collection: 'news', id: 3, updatedAt: at(3) },
  { uri: 'nieuws', pageType: 'blogIndex', collection: 'pages', id: 4, updatedAt: at(3) },
  { uri: 'blog', pageType: 'blogIndex', collection: 'pages', id: 5, updatedAt: at(3) },
  { uri: 'vacatures', pageType: 'vacanciesIndex', collection: 'pages', id: 6, updatedAt: at(3) },
  { uri: 'bedankt', pageType: 'simple', collection: 'pages', id: 10, updatedAt: at(3), utility: true },
]
const table = buildRouteTable(documents)

describe('sitemap', () => {
  it('lists every indexable document once at its canonical address, home as the bare origin', () => {
    expect(buildSitemap(table, SITE, NOW)).toEqual([
      { url: 'https://www.koersgroep.nl', lastModified: at(1) },
      { url: 'https://www.koersgroep.nl/nieuws', lastModified: at(3) },
      { url: 'https://www.koersgroep.nl/nieuws/een', lastModified: at(3) },
      { url: 'https://www.koersgroep.nl/vacatures', lastModified: at(3) },
      { url: 'https://www.koersgroep.nl/vacatures/kok-caf%C3%A9', lastModified: at(2) },
      { url: 'https://www.koersgroep.nl/vacatures/open', lastModified: at(2) },
    ])
  })

  it("adds the overview's landing pages, changed when a vacancy last did", () => {
    const landings = buildSitemap(table, SITE, NOW, {
      vacanciesIndex: [{ sector: 'Bouw & Infra' }, { location: 'Utrecht' }],
    }).slice(-2)
    expect(landings.map((entry) => entry.url)).toEqual([
      'https://www.koersgroep.nl/vacatures?sector=Bouw+%26+Infra',
      'https://www.koersgroep.nl/vacatures?location=Utrecht',
    ])
    const newestVacancy = Object.values(table)
      .filter((entry) => entry.collection === 'vacancies')
      .map((entry) => entry.updatedAt)
      .sort()
      .at(-1)
    for (const entry of landings) expect(entry.lastModified).toBe(new Date(newestVacancy!).toISOString())
  })

  it("adds the news list's subjects by their slugs, at the canonical news list only, changed when an article last did", () => {
    const landings = buildSitemap(table, SITE, NOW, { blogIndex: [{ subject: 'arbeidsmarkt' }] }).slice(-1)
    expect(landings).toEqual([{ url: 'https://www.koersgroep.nl/nieuws?subject=arbeidsmarkt', lastModified: at(3) }])
  })
})

describe('page indexing', () => {
  const indexing = (path: string, query = '') =>
    pageIndexing(table, table[path], parseListQuery(query), { siteUrl: SITE, now: NOW })

  it('uses one trailing-slash policy: no address ends in a slash, the home page is the bare origin', () => {
    expect(canonicalUrl(`${SITE}/`, '/')).toBe('https://www.koersgroep.nl')
    expect(canonicalUrl(SITE, '/vacatures/')).toBe('https://www.koersgroep.nl/vacatures')
    expect(canonicalUrl(SITE, '/', { page: 2 })).toBe('https://www.koersgroep.nl/?page=2')
    expect(indexing('/').canonical).toBe('https://www.koersgroep.nl')
  })

  it('gives each page of a list its own canonical and keeps only the list view keys', () => {
    expect(indexing('/vacatures', '?sort=nieuwste&page=2&location=Utrecht&vacature=3')).toEqual({
      canonical: 'https://www.koersgroep.nl/vacatures?page=2&location=Utrecht',
      index: true,
    })
    expect(indexing('/nieuws', '?page=3&subject=werkgevers').canonical).toBe(
      'https://www.koersgroep.nl/nieuws?page=3&subject=werkgevers',
    )
  })

  it('points the second news list to the one where the articles live', () => {
    expect(indexing('/blog', '?page=2').canonical).toBe('https://www.koersgroep.nl/nieuws?page=2')
  })

  it('keeps search results, distances, combined filters, utility pages and ended vacancies out of the index', () => {
    expect(indexing('/vacatures', '?search=kok').index).toBe(false)
    expect(indexing('/vacatures', '?near=Utrecht').index).toBe(false)
    expect(indexing('/vacatures', '?sector=Techniek&location=Utrecht').index).toBe(false)
    expect(indexing('/vacatures', '?sector=Techniek').index).toBe(true)
    expect(indexing('/bedankt').index).toBe(false)
    expect(indexing('/vacatures/ended').index).toBe(false)
    expect(indexing('/vacatures/open').index).toBe(true)
  })
})

describe('robots.txt rules', () => {
  const text = [
    'User-Agent: *',
    ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
  ].join('\n')
  const robots = robotsParser(`${SITE}/robots.txt`, text)

  it('lets crawlers fetch media (every og:image) but not the rest of the API, the admin or the forms', () => {
    expect(robots.isAllowed(`${SITE}/api/media/file/hero.jpg`, 'Googlebot')).toBe(true)
    expect(robots.isAllowed(`${SITE}/og/vacancies/3.png`, 'Googlebot')).toBe(true)
    expect(robots.isAllowed(`${SITE}/vacatures/kok`, 'Googlebot')).toBe(true)
    expect(robots.isAllowed(`${SITE}/api/vacancies`, 'Googlebot')).toBe(false)
    expect(robots.isAllowed(`${SITE}/api/applicationFiles/file/cv.pdf`, 'Googlebot')).toBe(false)
    expect(robots.isAllowed(`${SITE}/admin`, 'Googlebot')).toBe(false)
    expect(robots.isAllowed(`${SITE}/actions/module/contact`, 'Googlebot')).toBe(false)
  })
})
