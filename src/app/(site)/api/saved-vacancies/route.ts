import type { NextRequest } from 'next/server'

import { MAX_SAVED_VACANCIES } from '@/components/saved/saved-vacancies'
import { getPayloadClient } from '@/data/payload-client'
import { MAX_QUERY_TEXT_LENGTH } from '@/lists/list-query'
import { fetchSavedVacancies, parseIdList } from '@/page-data/saved-vacancies'

/**
 * GET /api/saved-vacancies?ids=3,1,2[&near=Utrecht] → { vacancies }: the current data of the vacancies
 * a browser saved, with the distance from `near` when it is a known place. Public data only, so a
 * CDN may keep it a minute like the pages.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const ids = parseIdList(params.get('ids'), MAX_SAVED_VACANCIES)
  const near = (params.get('near') ?? '').slice(0, MAX_QUERY_TEXT_LENGTH)
  const vacancies = await fetchSavedVacancies(await getPayloadClient(), ids, { near })
  return Response.json(
    { vacancies },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
  )
}
