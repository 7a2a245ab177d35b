import 'server-only'

import { serverEnv } from '@/env'

import { isRememberedPage, rememberPage } from '../known-pages'
import type { RedirectTarget } from '../redirect-rules'
import { splitQueryFromSegments } from '../list-query'
import { SEARCH_SEGMENT } from '../list-segments'
import { getRedirect, getRoute } from './routing'

/**
 * The benchmark's own pages (src/app/(bench)): routes only on a server run for the benchmark
 * (BENCH_CEILING=true). Elsewhere their paths get the site's 404 page like any unknown path, not
 * Next's bare English one.
 */
const BENCH_ROUTE_SEGMENTS: readonly string[] = ['bench-ceiling', 'bench-floor']

/**
 * The first path segments of the app's own routes (src/app, beside the catch-all page): their paths
 * are answered by those routes, never looked up as documents.
 */
export const APP_ROUTE_SEGMENTS: readonly string[] = [
  '_next',
  '_not-found',
  'actions',
  'admin',
  'admin-preview',
  'admin-redirect',
  'api',
  ...BENCH_ROUTE_SEGMENTS,
  'bewaarde-vacatures',
  'brand',
  'feeds',
  'form-retry',
  'healthz',
  'og',
  'vacature-alert',
  SEARCH_SEGMENT,
]

/**
 * What the catch-all page would answer for `pathname`: a page (a published document lives there,
 * or the path is one of the app's own routes), a redirect away from it, or its 404. The same cached
 * lookups as the page's (loadPage), after the paths found a moment ago (known-pages.ts).
 */
export async function pageOutcome(pathname: string): Promise<'page' | 'unknown' | RedirectTarget> {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length && APP_ROUTE_SEGMENTS.includes(segments[0]))
    return BENCH_ROUTE_SEGMENTS.includes(segments[0]) && !serverEnv().BENCH_CEILING ? 'unknown' : 'page'
  if (isRememberedPage(pathname)) return 'page'
  const route = await getRoute(splitQueryFromSegments(segments).path)
  if (route.kind !== 'notFound') {
    rememberPage(pathname)
    return 'page'
  }
  return (await getRedirect(route.path)) ?? 'unknown'
}
