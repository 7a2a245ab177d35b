import { NextResponse, type NextRequest } from 'next/server'

import { normaliseListQuery, QUERY_SEGMENT, serialiseListQuery } from '@/content/list-query'

/**
 * Public pages are cached per path. A list page's query (page, filters, search) is moved into the
 * path, normalised, so each distinct list view is cached once and junk parameters cost nothing.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  if (!searchParams.size) return NextResponse.next()
  const serialised = serialiseListQuery(normaliseListQuery(searchParams))
  const url = request.nextUrl.clone()
  url.search = ''
  const base = pathname.replace(/\/+$/, '')
  url.pathname = serialised ? `${base}/${QUERY_SEGMENT}/${encodeURIComponent(serialised)}` : pathname
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything but Payload, the form endpoints, feeds, Next's own files and files with an extension.
  matcher: ['/((?!api|admin|actions|feeds|_next|healthz|.*\\..*).*)'],
}
