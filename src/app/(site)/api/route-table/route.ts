import { NextResponse, type NextRequest } from 'next/server'

import { nl } from '@/i18n/nl'
import { parseRouteTableCursor, ROUTE_TABLE_PAGE_SIZE } from '@/routing/server/route-lookup'
import { getRouteTablePage } from '@/routing/server/routing'

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/**
 * The route table of SPEC 2.1 as JSON, one page at a time: path → { pageType, collection, id }
 * for published documents, then the redirects (pageType 'redirect', with `to` and `status`).
 * `?after=<cursor>` continues where a page ended and `?limit=` (1-1000) sets its size; the
 * `Link: <...>; rel="next"` header holds the next page's address, absent on the last page.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl
  const cursor = parseRouteTableCursor(searchParams.get('after'))
  const limitParam = searchParams.get('limit')
  const limit = limitParam === null ? ROUTE_TABLE_PAGE_SIZE : Number(limitParam)
  if (cursor === 'invalid' || !Number.isInteger(limit) || limit < 1 || limit > ROUTE_TABLE_PAGE_SIZE) {
    return NextResponse.json({ errors: [{ message: nl.errors.invalidRouteTablePage }] }, { status: 400 })
  }
  const { table, next } = await getRouteTablePage(cursor, limit)
  const headers = new Headers({ 'Cache-Control': CACHE_CONTROL })
  if (next) {
    const params = new URLSearchParams({ after: next })
    if (limitParam !== null) params.set('limit', String(limit))
    headers.set('Link', `</api/route-table?${params}>; rel="next"`)
  }
  return NextResponse.json(table, { headers })
}
