import { NextResponse, type NextRequest } from 'next/server'

import { nl } from '@/i18n/nl'
import { loadPage } from '@/page-data/page-data'

/** SPEC 7 page data: GET /api/page-data?uri=... → { data, seo }, or 404 { errors }. */
export async function GET(request: NextRequest) {
  const uri = request.nextUrl.searchParams.get('uri')
  if (uri === null) {
    return NextResponse.json({ errors: [{ message: nl.errors.missingUri }] }, { status: 400 })
  }
  const segments = uri === '__home__' ? [] : uri.split('/')
  const page = await loadPage(segments)
  if (page.kind === 'notFound') {
    return NextResponse.json({ errors: [{ message: nl.errors.unknownUri, uri }] }, { status: 404 })
  }
  if (page.kind === 'redirect') {
    // The page moved: the client navigates to the new address, as the page itself would redirect.
    return NextResponse.json(
      { errors: [{ message: nl.errors.unknownUri, uri }], redirect: { to: page.to, status: page.status } },
      { status: 404 },
    )
  }
  return NextResponse.json(
    { data: page.doc, seo: page.seo, route: page.entry },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
  )
}
