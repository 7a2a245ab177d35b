import type { MetadataRoute } from 'next'

import { getSiteUrl, ROBOTS_ALLOW, ROBOTS_DISALLOW } from '@/content/sitemap'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getSiteUrl()
  return {
    rules: { userAgent: '*', allow: ROBOTS_ALLOW, disallow: ROBOTS_DISALLOW },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
