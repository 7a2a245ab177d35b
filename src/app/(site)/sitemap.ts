import type { MetadataRoute } from 'next'

import { getRouteTable } from '@/content/documents'
import { buildSitemap, getSiteUrl } from '@/content/sitemap'

// Built per request from the cached route table, so a published change shows up at once.
export const dynamic = 'force-dynamic'

/** Every published routable document (pages, news, stories, labels, vacancies) with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await getRouteTable(), getSiteUrl())
}
