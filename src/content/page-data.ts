import { fetchDocument, getDocument, getGlobal, getRouteTable } from './documents'
import { splitQueryFromSegments, type ListQuery } from './list-query'
import { getPayloadClient } from './payload-client'
import { resolvePath, type RouteEntry } from './routes'
import { buildSeo, type Seo } from './seo'

import type { RoutableDoc } from '@/views/types'

export type LoadedPage =
  | { kind: 'page' | 'thankYou'; entry: RouteEntry; doc: RoutableDoc; query: ListQuery; seo: Seo }
  | { kind: 'notFound'; path: string }

/**
 * Resolves catch-all segments to a page: the route table finds the entry, then the document is
 * read (from cache, or fresh with drafts for editors in draft mode).
 */
export async function loadPage(segments: readonly string[], { draft = false } = {}): Promise<LoadedPage> {
  const { path, query } = splitQueryFromSegments(segments)
  const route = resolvePath(await getRouteTable(), path)
  if (route.kind === 'notFound') return route
  const { collection, id } = route.entry
  const doc = (
    draft
      ? await fetchDocument(await getPayloadClient(), collection, id, { draft: true })
      : await getDocument(collection, id)
  ) as RoutableDoc | null
  if (!doc) return { kind: 'notFound', path: route.entry.path }
  const { brandName, tagline } = await getGlobal('siteSettings')
  return { kind: route.kind, entry: route.entry, doc, query, seo: buildSeo(route.entry, doc, { brandName, tagline }) }
}
