import type { NextRequest } from 'next/server'

import { MAX_SAVED_VACANCIES } from '@/components/saved/saved-vacancies'
import { getPayloadClient } from '@/content/server/payload-client'
import { fetchSavedVacancies, parseIdList } from '@/content/server/saved-vacancies'

/**
 * GET /api/saved-vacancies?ids=3,1,2 → { vacancies }: the current data of the vacancies a browser
 * saved. Public data only, so a CDN may keep it a minute like the pages.
 */
export async function GET(request: NextRequest) {
  const ids = parseIdList(request.nextUrl.searchParams.get('ids'), MAX_SAVED_VACANCIES)
  const vacancies = await fetchSavedVacancies(await getPayloadClient(), ids)
  return Response.json(
    { vacancies },
    { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } },
  )
}
