import { getVacancyFeedXml } from '@/feeds/export-vacancies'

// Built from the data cache, which vacancy changes expire; proxies may keep it five minutes.
export const dynamic = 'force-dynamic'

/** The open vacancies as an Indeed-style XML feed. */
export async function GET() {
  return new Response(await getVacancyFeedXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
