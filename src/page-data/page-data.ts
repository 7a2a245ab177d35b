import 'server-only'

import { fetchDocument, getDocument, getGlobal } from '@/content/documents'
import {
  COLLECTION_ROUTES,
  type PageDocuments,
  type PageKind,
  type ResolvedPage,
  type RoutableCollection,
} from '@/data/page-types'
import { getPayloadClient } from '@/data/payload-client'
import { splitQueryFromSegments, type ListQuery } from '@/lists/list-query'
import type { Page } from '@/payload-types'
import type { RedirectTarget } from '@/routing/redirect-rules'
import type { RouteEntry } from '@/routing/routes'
import { fetchRoute } from '@/routing/server/route-lookup'
import { getRedirect, getRoute } from '@/routing/server/routing'
import { buildSeo, type Seo } from '@/seo/seo'

type PageContext = { entry: RouteEntry; query: ListQuery; seo: Seo }

export type LoadedPage =
  | ({ kind: 'page' } & ResolvedPage & PageContext)
  | ({ kind: 'thankYou'; doc: Page } & PageContext)
  | ({ kind: 'redirect'; path: string } & RedirectTarget)
  | { kind: 'notFound'; path: string }

/** A document read from cache, or fresh with drafts. */
function readDocument<C extends RoutableCollection>(collection: C, id: RouteEntry['id'], draft: boolean) {
  return draft
    ? getPayloadClient().then((payload) => fetchDocument(payload, collection, id, { draft: true }))
    : getDocument(collection, id)
}

/** A document with its page type; the type decides which document it must be. */
function toResolvedPage<K extends PageKind>(pageType: K, doc: PageDocuments[K] | null): ResolvedPage<K> | null {
  return doc && { pageType, doc }
}

/** A routable document with its page type: a page's own type, or its collection's. */
export async function readPage(
  { collection, id }: Pick<RouteEntry, 'collection' | 'id'>,
  { draft = false } = {},
): Promise<ResolvedPage | null> {
  switch (collection) {
    case 'pages': {
      const doc = await readDocument(collection, id, draft)
      return doc && { pageType: doc.pageType, doc }
    }
    case 'news':
      return toResolvedPage(COLLECTION_ROUTES.news.pageType, await readDocument(collection, id, draft))
    case 'experiences':
      return toResolvedPage(COLLECTION_ROUTES.experiences.pageType, await readDocument(collection, id, draft))
    case 'successStories':
      return toResolvedPage(COLLECTION_ROUTES.successStories.pageType, await readDocument(collection, id, draft))
    case 'labels':
      return toResolvedPage(COLLECTION_ROUTES.labels.pageType, await readDocument(collection, id, draft))
    case 'vacancies':
      return toResolvedPage(COLLECTION_ROUTES.vacancies.pageType, await readDocument(collection, id, draft))
  }
}

async function buildPageSeo(entry: RouteEntry, page: ResolvedPage): Promise<Seo> {
  const { brandName, tagline } = await getGlobal('siteSettings')
  return buildSeo(entry, page, { brandName, tagline })
}

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
  const { entry } = route
  const notFound: LoadedPage = { kind: 'notFound', path: entry.path }
  if (route.kind === 'thankYou') {
    // Only form pages have a thank-you route, and form pages are page documents.
    const doc = entry.collection === 'pages' ? await readDocument('pages', entry.id, draft) : null
    if (!doc) return notFound
    return { kind: 'thankYou', entry, query, doc, seo: await buildPageSeo(entry, { pageType: doc.pageType, doc }) }
  }
  const page = await readPage(entry, { draft })
  if (!page) return notFound
  return { kind: 'page', entry, query, seo: await buildPageSeo(entry, page), ...page }
}
