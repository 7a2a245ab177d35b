import 'server-only'

import { collectionTag, pathTag, ROUTE_TABLE_TAG } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { ROUTABLE_COLLECTIONS } from '@/data/page-types'
import { getPayloadClient } from '@/data/payload-client'
import type { RedirectTarget } from '@/routing/redirect-rules'
import { normalisePath, type ResolvedRoute } from '@/routing/routes'

import {
  fetchRedirect,
  fetchRoute,
  fetchRouteTablePage,
  routeTags,
  type RouteTableCursor,
  type RouteTablePage,
} from './route-lookup'

const getPublishedRoute = cached(
  async (path: string) => fetchRoute(await getPayloadClient(), path),
  'route',
  (path) => routeTags(path),
)

/**
 * A path's published route from Next's cache, one entry per path: an edit expires only the
 * paths of the document it changed (its uri before and after), never the others.
 */
export function getRoute(input: string | readonly string[]): Promise<ResolvedRoute> {
  return getPublishedRoute(normalisePath(input))
}

// A redirect's target follows its document's uri and publication, so any routable edit expires it.
const getCachedRedirect = cached(
  async (path: string) => fetchRedirect(await getPayloadClient(), path),
  'redirect',
  (path) => [pathTag(path), collectionTag('redirects'), ...ROUTABLE_COLLECTIONS.map(collectionTag)],
)

/** The redirect from a path (consulted only when no document lives there), from Next's cache. */
export function getRedirect(input: string | readonly string[]): Promise<RedirectTarget | null> {
  return getCachedRedirect(normalisePath(input))
}

export const getRouteTablePage: (cursor: RouteTableCursor, limit: number) => Promise<RouteTablePage> = cached(
  async (cursor: RouteTableCursor, limit: number) => fetchRouteTablePage(await getPayloadClient(), cursor, limit),
  'route-table-page',
  () => [ROUTE_TABLE_TAG, collectionTag('redirects'), ...ROUTABLE_COLLECTIONS.map(collectionTag)],
)
