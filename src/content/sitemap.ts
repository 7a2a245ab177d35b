import { encodePath, routeEntries, type RouteTable } from './routes'

/** The public origin for canonical URLs, Open Graph and the sitemap (no trailing slash). */
export function getSiteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')
}

export type SitemapEntry = { url: string; lastModified: string }

/** Every published routable document once, by path, with its last change. */
export function buildSitemap(table: RouteTable, siteUrl: string): SitemapEntry[] {
  return routeEntries(table)
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((entry) => ({
      url: `${siteUrl}${encodePath(entry.path)}`,
      lastModified: new Date(entry.updatedAt).toISOString(),
    }))
}

/** Paths crawlers have no business in: the admin and editor actions ('/admin…'), APIs, form endpoints. */
export const ROBOTS_DISALLOW = ['/admin', '/api/', '/actions/']
