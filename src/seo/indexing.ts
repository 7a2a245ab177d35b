/**
 * What search engines may index and under which address: one rule for the page's canonical link,
 * its robots meta and the sitemap, so that the three never disagree. Pure.
 *
 * Policy: no address ends in a slash: the home page is the bare origin ('https://www.example.nl',
 * the form Next.js writes for it in the head), every other page the origin plus its path; a list
 * page's query (page, filters) belongs to its address, so each page of a list is canonical to itself.
 */
import { COLLECTION_ROUTES, type PageType } from '@/data/page-types'
import { isVacancyClosed } from '@/data/vacancy'
import { serialiseListQuery, type ListQuery, type ListQueryKey } from '@/lists/list-query'
import { encodePath, routeEntries, type RouteEntry, type RouteTable } from '@/routing/routes'
import { uriToPath } from '@/routing/uri'

import { isVisitorOnlyView } from './list-landing'

/**
 * The query keys that make a distinct view of each list page type; any other key is dropped (the
 * order of a list shows the same vacancies, so `sort` is no view of its own).
 */
const LIST_VIEW_KEYS: Partial<Record<PageType, readonly ListQueryKey[]>> = {
  vacanciesIndex: ['page', 'search', 'location', 'function', 'sector', 'near', 'km'],
  blogIndex: ['page', 'subject'],
  experiencesIndex: ['page'],
}

/**
 * The page number a page shows: a list's own page of `?page=N`; 1 on a page without pages (a
 * label, an article), where `?page=2` shows the same page and its title takes no '(pagina 2)'.
 */
export function shownPageNumber(pageType: PageType, query: Pick<ListQuery, 'page'>): number {
  return LIST_VIEW_KEYS[pageType]?.includes('page') ? query.page : 1
}

/** The news list's own address: where the articles live ('/nieuws/...') and the breadcrumb leads. */
export const NEWS_INDEX_PATH = uriToPath(COLLECTION_ROUTES.news.prefix)

/**
 * The path a document is canonical at. Several blog index pages list the same articles: all of
 * them point to the one at the news prefix when it exists.
 */
function canonicalPathOf(table: RouteTable, entry: RouteEntry): string {
  if (entry.pageType === 'blogIndex' && entry.path !== NEWS_INDEX_PATH) {
    const newsIndex = table[NEWS_INDEX_PATH]
    if (newsIndex?.pageType === 'blogIndex') return newsIndex.path
  }
  return entry.path
}

/** A utility page (a form's exit page) or an ended vacancy: served, but not for search engines. */
function isIndexable(entry: RouteEntry, now: Date): boolean {
  if (entry.utility) return false
  if (entry.collection === 'vacancies' && isVacancyClosed({ validThrough: entry.validThrough }, now)) return false
  return true
}

/** An absolute URL under the trailing-slash policy above. */
export function canonicalUrl(siteUrl: string, path: string, query: Partial<ListQuery> = {}): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const search = serialiseListQuery(query)
  const encoded = encodePath(path.replace(/\/+$/, ''))
  if (!encoded && search) return `${origin}/?${search}`
  return `${origin}${encoded}${search ? `?${search}` : ''}`
}

export type PageIndexing = { canonical: string; index: boolean }

/**
 * A rendered page's canonical URL and whether it may be indexed. A list page keeps the query keys
 * of its own view (each page of a list is canonical to itself, as Google advises); a view for
 * visitors only (search results, a distance, combined filters: see list-landing) is not indexed
 * (its links are still followed).
 */
export function pageIndexing(
  table: RouteTable,
  entry: RouteEntry,
  query: ListQuery,
  { siteUrl, now }: { siteUrl: string; now: Date },
): PageIndexing {
  const viewQuery: Partial<ListQuery> = {}
  for (const key of LIST_VIEW_KEYS[entry.pageType] ?? []) Object.assign(viewQuery, { [key]: query[key] })
  return {
    canonical: canonicalUrl(siteUrl, canonicalPathOf(table, entry), viewQuery),
    index: isIndexable(entry, now) && !isVisitorOnlyView(entry.pageType, query),
  }
}

export type SitemapEntry = { url: string; lastModified: string }

/** The lists with landing pages of their own, and the collection whose changes change them. */
const LANDING_LISTS = { vacanciesIndex: 'vacancies', blogIndex: 'news' } as const

/** The landing pages of each list page type, as their queries (see list-landing). */
export type LandingQueries = Partial<Record<keyof typeof LANDING_LISTS, ReadonlyArray<Partial<ListQuery>>>>

/**
 * Every indexable document once, at its canonical address, with its last change; with
 * `landingQueries`, also the landing pages of the lists at their canonical addresses: the vacancy
 * overview's ('Vacatures in Utrecht'), changed when a vacancy last did, and the news list's
 * subjects ('Nieuws over Arbeidsmarkt'), changed when an article last did.
 */
export function buildSitemap(
  table: RouteTable,
  siteUrl: string,
  now: Date,
  landingQueries: LandingQueries = {},
): SitemapEntry[] {
  const entries = routeEntries(table).filter(
    (entry) => isIndexable(entry, now) && canonicalPathOf(table, entry) === entry.path,
  )
  const documents = [...entries]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => ({ url: canonicalUrl(siteUrl, entry.path), lastModified: new Date(entry.updatedAt).toISOString() }))
  const lastChangeOf = (collection: string) =>
    new Date(
      routeEntries(table)
        .filter((entry) => entry.collection === collection)
        .reduce((latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest), '') || now,
    ).toISOString()
  const landings = (Object.keys(LANDING_LISTS) as Array<keyof typeof LANDING_LISTS>).flatMap((pageType) => {
    const queries = landingQueries[pageType] ?? []
    if (!queries.length) return []
    const lastModified = lastChangeOf(LANDING_LISTS[pageType])
    return entries
      .filter((entry) => entry.pageType === pageType)
      .flatMap((entry) => queries.map((query) => ({ url: canonicalUrl(siteUrl, entry.path, query), lastModified })))
  })
  return [...documents, ...landings]
}
