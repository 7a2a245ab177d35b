import type { MetadataRoute } from 'next'

import { getRouteTable } from '@/content/documents'
import { siteUrl } from '@/env'
import { getSubjectArticleCounts } from '@/lists/server/lists'
import { getVacancyFilterData } from '@/search/server/vacancy-search'
import { buildSitemap } from '@/seo/indexing'
import { subjectLandingQueries, vacancyLandingQueries } from '@/seo/list-landing'

// Built per request from the cached route table, so a published change (or a vacancy's end) shows up at once.
export const dynamic = 'force-dynamic'

/**
 * Every indexable published document (pages, news, stories, labels, open vacancies) with its last
 * change, and the landing pages of the lists: the vacancy overview's ('Vacatures in Utrecht') and
 * the news list's subjects with articles ('Nieuws over Arbeidsmarkt', '/nieuws?subject=arbeidsmarkt').
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, { options }, subjects] = await Promise.all([
    getRouteTable(),
    getVacancyFilterData(),
    getSubjectArticleCounts(),
  ])
  return buildSitemap(table, siteUrl(), new Date(), {
    vacanciesIndex: vacancyLandingQueries(options),
    blogIndex: subjectLandingQueries(subjects),
  })
}
