import { NextResponse } from 'next/server'

import { getRouteTable } from '@/content/documents'

/** The route table of SPEC 2.1 as JSON: path → { pageType, collection, id }. */
export async function GET() {
  return NextResponse.json(await getRouteTable(), {
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
  })
}
