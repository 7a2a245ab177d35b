import type { MetadataRoute } from 'next'

import { getRouteTable } from '@/content/server/documents'
import { siteUrl } from '@/env'
import { getVacancyFilterData } from '@/search/server/vacancy-search'
import { buildSitemap } from '@/seo/indexing'
import { vacancyLandingQueries } from '@/seo/list-landing'

// Built per request from the cached route table, so a published change (or a vacancy's end) shows up at once.
export const dynamic = 'force-dynamic'

/**
 * Every indexable published document (pages, news, stories, labels, open vacancies) with its last
 * change, and the vacancy overview's landing pages ('Vacatures in Utrecht'), changed when a vacancy last did.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [table, { options }] = await Promise.all([getRouteTable(), getVacancyFilterData()])
  return buildSitemap(table, siteUrl(), new Date(), vacancyLandingQueries(options))
}
