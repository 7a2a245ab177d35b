import { fetchDocument, getDocument, getGlobal } from './documents'
import { splitQueryFromSegments, type ListQuery } from './list-query'
import { getPayloadClient } from './payload-client'
import type { RedirectTarget } from './redirect-rules'
import { fetchRoute } from './route-lookup'
import { getRedirect, getRoute } from './routing'
import type { RouteEntry } from './routes'
import { buildSeo, type Seo } from './seo'

import type { RoutableDoc } from '@/views/types'

export type LoadedPage =
  | { kind: 'page' | 'thankYou'; entry: RouteEntry; doc: RoutableDoc; query: ListQuery; seo: Seo }
  | ({ kind: 'redirect'; path: string } & RedirectTarget)
  | { kind: 'notFound'; path: string }

/**
 * Resolves catch-all segments to a page: one cached lookup of the path finds the document (or,
 * in an editor's preview, a fresh lookup that sees drafts first), then the document is read
 * (from cache, or fresh with drafts). A path without a document may be an old address with a
 * redirect; otherwise it is not found.
 */
export async function loadPage(segments: readonly string[], { draft = false } = {}): Promise<LoadedPage> {
  const { path, query } = splitQueryFromSegments(segments)
  const route = draft ? await fetchRoute(await getPayloadClient(), path, { draft: true }) : await getRoute(path)
  if (route.kind === 'notFound') {
    const redirect = await getRedirect(route.path)
    return redirect ? { kind: 'redirect', path: route.path, ...redirect } : route
  }
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
