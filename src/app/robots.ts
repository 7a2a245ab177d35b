import type { MetadataRoute } from 'next'

import { siteUrl } from '@/env'
import { ROBOTS_ALLOW, ROBOTS_DISALLOW } from '@/seo/sitemap'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: ROBOTS_ALLOW, disallow: ROBOTS_DISALLOW },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
