import type { MetadataRoute } from 'next'

import { getRouteTable } from '@/content/server/documents'
import { siteUrl } from '@/env'
import { buildSitemap } from '@/seo/indexing'

// Built per request from the cached route table, so a published change (or a vacancy's end) shows up at once.
export const dynamic = 'force-dynamic'

/** Every indexable published document (pages, news, stories, labels, open vacancies) with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await getRouteTable(), siteUrl(), new Date())
}
