import 'server-only'

import { splitQueryFromSegments, type ListQuery } from '@/lists/list-query'
import { hasMadeUpFilter, listViewStatus } from '@/page-data/list-view'
import { isRememberedPage, rememberPage } from '@/routing/known-pages'
import type { RedirectTarget } from '@/routing/redirect-rules'

import { getRedirect, getRoute } from './routing'

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
 * or the path is one of the app's own routes), a redirect away from it, or its 404. The same cached
 * lookups as the page's (loadPage), after the paths found a moment ago (known-pages.ts).
 */
export async function pageOutcome(pathname: string): Promise<'page' | 'unknown' | RedirectTarget> {
  const segments = pathname.split('/').filter(Boolean)
  if (isAppRoute(segments)) return 'page'
  if (isRememberedPage(pathname)) return 'page'
  const route = await getRoute(splitQueryFromSegments(segments).path)
  if (route.kind !== 'notFound') {
    rememberPage(pathname)
    return 'page'
  }
  return (await getRedirect(route.path)) ?? 'unknown'
}

/**
 * True when a list page's query asks for a view that does not exist (an old or made-up link): a
 * page past its last one, or a filter value nobody could have chosen. The 404 page, answered
 * before the page renders like an unknown path. Asked only for pages past the first or with a
 * filter; the list's reads are the page's own, from Next's cache.
 */
export async function isMissingListView(pathname: string, query: ListQuery): Promise<boolean> {
  const filtered = [query.location, query.sector, query.function, query.near, query.subject].some(Boolean)
  if (query.page <= 1 && !filtered) return false
  const segments = pathname.split('/').filter(Boolean)
  if (isAppRoute(segments)) return false
  const route = await getRoute(segments)
  if (route.kind !== 'page') return false
  if (filtered && (await hasMadeUpFilter(route.entry.pageType, query))) return true
  return query.page > 1 && (await listViewStatus(route.entry.pageType, query)) === 'pastLastPage'
}
