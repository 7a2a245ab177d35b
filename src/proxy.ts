import { NextResponse, type NextRequest } from 'next/server'

import {
  APPLICANT_PATHS,
  APPLICATION_NOT_FOUND,
  NOT_FOUND_KIND_HEADER,
  tokenOpensApplication,
} from '@/forms/applicant-link'
import { FORM_FLASH_COOKIE } from '@/forms/form-fields'
import { LIST_QUERY_KEYS, listQueryPath, parseListQuery, redundantListParams } from '@/lists/list-query'
import { LEGACY_SUBJECT_ID_PATTERN } from '@/lists/subject-slug'
import { isMissingListView, legacySubjectSlug, pageOutcome } from '@/page-data/unknown-page'
import { recordNotFound } from '@/routing/not-found-hits'
import { redirectLocation, withoutTrailingSlash } from '@/routing/redirect-rules'
import { routeMemory } from '@/routing/route-memory'

/** Where a form page goes when a post without JavaScript came back with errors (see html-post.ts). */
const FORM_RETRY_PREFIX = '/form-retry'

/** Next's 404 route: app/global-not-found.tsx in the site's shell, with status 404. */
const NOT_FOUND_ROUTE = '/_not-found'

/** Next's draft-mode cookie: an editor's preview may show a page that is not published yet. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * A path without a document is redirected when a redirect leads away from it, and otherwise
 * answered by the 404 page before any page renders:
 * a notFound() thrown while a page renders reaches the browser as an empty document that only its
 * scripts fill in, while Next's 404 route is complete in the first HTML. Decided from the route
 * memory the app keeps current (src/routing/route-memory.ts), never from the database; before the
 * app has loaded it (a build) the page decides. In an editor's preview the page decides (drafts).
 *
 * Public pages are cached per path. A list page's query (page, filters) is moved into the path,
 * normalised, so each distinct list view is cached once and junk parameters cost nothing; a search
 * text is rendered for each request instead (see listQueryPath).
 * A GET form without JavaScript sends its empty and default fields too ('?search=&sector=Zorg&km=25'):
 * the visitor is sent on to the URL without them, the one the scripted form would show. An old
 * link to a news subject by its database id is sent on, permanently, to the subject's slug.
 * Rewrites and redirects stay on the origin Next gave the proxy, the server's own (see
 * nextHostname in src/ops/request-guard.mjs): a rewrite elsewhere is forwarded over HTTP.
 */

export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  // One trailing-slash policy, kept here rather than by Next (skipTrailingSlashRedirect): Next's
  // redirect would come first, and an old address with a slash would take two hops.
  const bare = withoutTrailingSlash(pathname)
  const redirectTo = (to: string, status: number) =>
    NextResponse.redirect(new URL(redirectLocation(to, request.nextUrl.search), request.nextUrl), status)
  const routes = request.method === 'GET' || request.method === 'HEAD' ? await routeMemory() : null
  // An editor's preview may show a document that is not published: the page decides there.
  const preview = request.cookies.has(DRAFT_MODE_COOKIE)
  if (routes && !preview) {
    // An applicant's link that opens no application: the 404 route, saying so.
    if (
      pathname === APPLICANT_PATHS.page &&
      routes.applicantKey &&
      !tokenOpensApplication(routes.applicantKey, searchParams.get('token'), routes.applications)
    ) {
      const url = request.nextUrl.clone()
      url.pathname = NOT_FOUND_ROUTE
      url.search = ''
      const headers = new Headers(request.headers)
      headers.set(NOT_FOUND_KIND_HEADER, APPLICATION_NOT_FOUND)
      return NextResponse.rewrite(url, { request: { headers } })
    }
    const outcome = pageOutcome(routes, pathname)
    if (outcome === 'unknown') {
      // Counted for the editors' 404 list; only memory is touched before the answer.
      if (request.method === 'GET') recordNotFound(pathname)
      const url = request.nextUrl.clone()
      url.pathname = NOT_FOUND_ROUTE
      url.search = ''
      return NextResponse.rewrite(url)
    }
    // An old address is redirected here rather than by the page: Next writes the Location of a
    // redirect thrown while a cacheable page renders twice on that first answer (once as it
    // renders, once more from the headers it caches), which clients that join headers misread.
    // The visitor's query goes along (a campaign's tags, a list's filters).
    if (outcome !== 'page') return redirectTo(outcome.to, outcome.status)
  }
  if (bare !== pathname) return redirectTo(bare, 308)
  const echo = request.method === 'GET' && request.cookies.has(FORM_FLASH_COOKIE)
  // Any other query leaves the page as it is, which Next serves from its cache by path.
  if (!LIST_QUERY_KEYS.some((key) => searchParams.has(key)) && !echo) return NextResponse.next()
  const redundant = redundantListParams(searchParams)
  if (redundant.length && request.method === 'GET') {
    const target = request.nextUrl.clone()
    for (const key of redundant) target.searchParams.delete(key)
    return NextResponse.redirect(target, 307)
  }
  // An old link to a news subject by its id ('?subject=3'): permanently on to its slug.
  const subject = searchParams.get('subject')?.trim() ?? ''
  if (routes && LEGACY_SUBJECT_ID_PATTERN.test(subject)) {
    const slug = legacySubjectSlug(routes, subject)
    if (slug) {
      const target = request.nextUrl.clone()
      target.searchParams.set('subject', slug)
      return NextResponse.redirect(target, 308)
    }
  }
  const query = parseListQuery(searchParams)
  const url = request.nextUrl.clone()
  url.search = ''
  // A page past a list's last one, or a made-up filter value, is answered by the 404 page too.
  if (routes && !preview && isMissingListView(routes, pathname, query)) {
    url.pathname = NOT_FOUND_ROUTE
    return NextResponse.rewrite(url)
  }
  url.pathname = listQueryPath(pathname, query)
  if (!echo) return NextResponse.rewrite(url)
  // The form page with the post's errors, once: the cookie goes with this answer.
  url.pathname = `${FORM_RETRY_PREFIX}${url.pathname === '/' ? '' : url.pathname}`
  const response = NextResponse.rewrite(url)
  response.headers.append('Set-Cookie', `${FORM_FLASH_COOKIE}=; Path=${pathname}; Max-Age=0; HttpOnly; SameSite=Lax`)
  return response
}

export const config = {
  // Every page request (everything but Payload, the form endpoints, feeds, Next's own files and
  // files with an extension): a path may have no document. On a cached page that check costs one
  // read from Next's cache.
  // Never Next's 404 route itself, where the check sends unknown paths.
  matcher: ['/((?!api|admin|actions|feeds|_next|_not-found|healthz|form-retry|.*\\..*).*)'],
}
