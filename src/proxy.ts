import { NextResponse, type NextRequest } from 'next/server'

import { LIST_QUERY_KEYS, listQueryPath, parseListQuery } from '@/content/list-query'
import { FORM_FLASH_COOKIE } from '@/forms/form-fields'

/** Where a form page goes when a post without JavaScript came back with errors (see html-post.ts). */
const FORM_RETRY_PREFIX = '/form-retry'

/**
 * Public pages are cached per path. A list page's query (page, filters) is moved into the path,
 * normalised, so each distinct list view is cached once and junk parameters cost nothing; a search
 * text is rendered for each request instead (see listQueryPath).
 * A GET form without JavaScript sends its empty fields too ('?search=&sector=Zorg'): the visitor
 * is sent on to the URL without them, the one the scripted form would show.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const echo = request.method === 'GET' && request.cookies.has(FORM_FLASH_COOKIE)
  if (!searchParams.size && !echo) return NextResponse.next()
  const empty = LIST_QUERY_KEYS.filter((key) => searchParams.has(key) && !searchParams.get(key)?.trim())
  if (empty.length && request.method === 'GET') {
    const target = request.nextUrl.clone()
    for (const key of empty) target.searchParams.delete(key)
    return NextResponse.redirect(target, 307)
  }
  const url = request.nextUrl.clone()
  url.search = ''
  url.pathname = listQueryPath(pathname, parseListQuery(searchParams))
  if (!echo) return NextResponse.rewrite(url)
  // The form page with the post's errors, once: the cookie goes with this answer.
  url.pathname = `${FORM_RETRY_PREFIX}${url.pathname === '/' ? '' : url.pathname}`
  const response = NextResponse.rewrite(url)
  response.headers.append('Set-Cookie', `${FORM_FLASH_COOKIE}=; Path=${pathname}; Max-Age=0; HttpOnly; SameSite=Lax`)
  return response
}

export const config = {
  // Pages (everything but Payload, the form endpoints, feeds, Next's own files and files with an
  // extension) with a list parameter (LIST_QUERY_KEYS; matchers must be literals). Any other query
  // leaves the page as it is, which Next serves from its cache by path; skipping the proxy then
  // saves every such request its cost.
  matcher: [
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'page' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'search' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'location' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'function' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'sector' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'near' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'km' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'sort' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'subject' }],
    },
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'query', key: 'vacature' }],
    },
    // A form page after a post without JavaScript came back with errors (FORM_FLASH_COOKIE).
    {
      source: '/((?!api|admin|actions|feeds|_next|healthz|form-retry|.*\\..*).*)',
      has: [{ type: 'cookie', key: 'koers-formulier' }],
    },
  ],
}
