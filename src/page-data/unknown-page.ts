import type { PageType } from '@/data/page-types'
import { isVacancyClosed } from '@/data/vacancy'
import { buildLocationOptions } from '@/geo/locations'
import { splitQueryFromSegments, type ListQuery } from '@/lists/list-query'
import { pageCount } from '@/lists/pagination'
import { isMadeUpSubject, slugOfLegacySubject } from '@/lists/subject-slug'
import type { RedirectTarget } from '@/routing/redirect-rules'
import { findRedirect, findRoute, type RememberedDocument, type RouteSet } from '@/routing/route-memory'
import { isMadeUpVacancyQuery, type VacancyFilterOptions } from '@/search/vacancy-options'

/**
 * What the proxy answers a page request with, decided from the route memory
 * (src/routing/route-memory.ts) alone: no database read, no cache lookup.
 */

/**
 * The first path segments of the app's own routes (the folders in src/app and its route groups,
 * beside the catch-all page, read when the app is built: see next.config.ts) and Next's own: their
 * paths are answered by those routes, never looked up as documents.
 */
const APP_ROUTE_SEGMENTS: readonly string[] = [
  '_next',
  '_not-found',
  ...(process.env.APP_ROUTE_SEGMENTS ?? '').split(',').filter(Boolean),
]

/**
 * App folders that hold only these pages and no catch-all of their own: any other path under them
 * ('/vacature-alert/bevestig' from a mangled mail link) is answered by the catch-all page, so it
 * is looked up like any other path and gets the site's 404 page when nothing lives there.
 */
export const FIXED_PAGE_FOLDERS: Readonly<Record<string, readonly string[]>> = {
  'bewaarde-vacatures': ['/bewaarde-vacatures'],
  'mijn-sollicitatie': ['/mijn-sollicitatie', '/mijn-sollicitatie/link-aanvragen', '/mijn-sollicitatie/verwijderd'],
  'vacature-alert': [
    '/vacature-alert/aangevraagd',
    '/vacature-alert/aanmelden',
    '/vacature-alert/afgemeld',
    '/vacature-alert/beheren',
    '/vacature-alert/bevestigen',
  ],
}

function isAppRoute(segments: readonly string[]): boolean {
  if (!segments.length || !APP_ROUTE_SEGMENTS.includes(segments[0])) return false
  const pages = FIXED_PAGE_FOLDERS[segments[0]]
  return !pages || pages.includes(`/${segments.join('/')}`)
}

/**
 * What the catch-all page would answer for `pathname`: a page (a published document lives there,
 * or the path is one of the app's own routes), a redirect away from it, or its 404.
 */
export function pageOutcome(routes: RouteSet, pathname: string): 'page' | 'unknown' | RedirectTarget {
  const segments = pathname.split('/').filter(Boolean)
  if (isAppRoute(segments)) return 'page'
  const route = findRoute(routes, splitQueryFromSegments(segments).path)
  if (route.kind !== 'notFound') return 'page'
  return findRedirect(routes, route.path) ?? 'unknown'
}

/** What the lists read of the open vacancies: their number and their places' filter values. */
type OpenVacancies = { changes: number; until: number; count: number; locations: string[] }
const openVacanciesOf = new WeakMap<RouteSet, OpenVacancies>()

/**
 * The open vacancies, derived from the memory once per change of its vacancies and again when the
 * next one closes, not on every request: the places' filter values take tens of milliseconds at
 * 10,000 vacancies, and the proxy asks for them on each request with a region.
 */
function openVacancies(routes: RouteSet, now: Date): OpenVacancies {
  const known = openVacanciesOf.get(routes)
  if (known && known.changes === routes.vacancyChanges && now.getTime() < known.until) return known
  const places: Array<string | null | undefined> = []
  let until = Infinity
  for (const doc of routes.documents.values()) {
    if (doc.collection !== 'vacancies' || isVacancyClosed(doc, now)) continue
    places.push(doc.location)
    if (doc.validThrough) until = Math.min(until, new Date(doc.validThrough).getTime())
  }
  const open = { changes: routes.vacancyChanges, until, count: places.length, locations: buildLocationOptions(places) }
  openVacanciesOf.set(routes, open)
  return open
}

/** The vacancy overview's filter values that exist: the groups, and the places of open vacancies. */
function vacancyFilterValues(routes: RouteSet, query: ListQuery, now: Date) {
  const options: VacancyFilterOptions = {
    // Only a query with a region reads the places.
    locations: query.location ? openVacancies(routes, now).locations.map((value) => ({ value, count: 1 })) : [],
    sectors: [],
    functions: [],
    salaries: [],
  }
  const groups = (titles: Map<number, string>) => [...titles].map(([id, title]) => ({ id, title }))
  return { options, groups: { sectors: groups(routes.groups.sectors), functions: groups(routes.groups.functions) } }
}

/** A filter value nobody could have chosen (the rules of listViewStatus's 'madeUpFilter'). */
function hasMadeUpFilter(routes: RouteSet, pageType: PageType, query: ListQuery, now: Date): boolean {
  if (pageType === 'blogIndex')
    return Boolean(
      query.subject &&
      isMadeUpSubject(
        query.subject,
        [...routes.subjects.values()].map((slug) => ({ slug })),
      ),
    )
  if (pageType !== 'vacanciesIndex') return false
  const { options, groups } = vacancyFilterValues(routes, query, now)
  return isMadeUpVacancyQuery(query, options, groups)
}

function countDocuments(routes: RouteSet, keep: (doc: RememberedDocument) => boolean): number {
  let count = 0
  for (const doc of routes.documents.values()) if (keep(doc)) count++
  return count
}

/**
 * The number of pages of a list view, or null where the memory cannot count it: a vacancy
 * overview with a search text or filters (that takes the search itself). Such a view is never
 * answered with the 404 page from here; past its last page the page itself says not found.
 */
function lastPage(routes: RouteSet, pageType: PageType, query: ListQuery, now: Date): number | null {
  switch (pageType) {
    case 'vacanciesIndex': {
      const filtered = [query.search, query.location, query.sector, query.function, query.near, query.salaris]
      if (filtered.some(Boolean)) return null
      return pageCount(openVacancies(routes, now).count)
    }
    case 'blogIndex': {
      const subject = query.subject ? [...routes.subjects].find(([, slug]) => slug === query.subject)?.[0] : undefined
      if (query.subject && subject === undefined) return null
      return pageCount(
        countDocuments(
          routes,
          (doc) => doc.collection === 'news' && (subject === undefined || Boolean(doc.subjects?.includes(subject))),
        ),
      )
    }
    case 'experiencesIndex':
      return pageCount(countDocuments(routes, (doc) => doc.collection === 'experiences'))
    default:
      return null
  }
}

/**
 * True when a list page's query asks for a view that does not exist (an old or made-up link): a
 * filter value nobody could have chosen, or a page past the list's last one where the memory
 * can count it (see lastPage). The 404 page, answered before the page renders like an unknown path.
 */
export function isMissingListView(routes: RouteSet, pathname: string, query: ListQuery, now = new Date()): boolean {
  const filtered = [query.location, query.sector, query.function, query.near, query.subject].some(Boolean)
  if (query.page <= 1 && !filtered) return false
  const segments = pathname.split('/').filter(Boolean)
  if (isAppRoute(segments)) return false
  const route = findRoute(routes, segments)
  if (route.kind !== 'page') return false
  if (filtered && hasMadeUpFilter(routes, route.entry.pageType, query, now)) return true
  if (query.page <= 1) return false
  const last = lastPage(routes, route.entry.pageType, query, now)
  return last !== null && query.page > last
}

/** The slug an old link's news subject id stands for (see slugOfLegacySubject), or null. */
export function legacySubjectSlug(routes: RouteSet, value: string): string | null {
  return slugOfLegacySubject(
    value,
    [...routes.subjects].map(([id, slug]) => ({ id, slug })),
  )
}
