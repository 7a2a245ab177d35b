import 'server-only'

import type { JoinQuery, Payload } from 'payload'

import { collectionTag, documentTag, globalTag, ROUTE_TABLE_TAG } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { COLLECTION_ROUTES, ROUTABLE_COLLECTIONS, ROUTE_SELECT, type RoutableCollection } from '@/data/page-types'
import { getPayloadClient } from '@/data/payload-client'
import { PUBLISHED_WHERE as PUBLISHED } from '@/data/published'
import { relationId } from '@/data/relations'
import type { Config } from '@/payload-types'
import { buildRouteTable, type RoutableDocument, type RouteTable } from '@/routing/routes'

export { ROUTABLE_COLLECTIONS }

/** Collections whose documents may appear inside a rendered page (relations, blocks, links). */
const PUBLIC_COLLECTIONS = [
  ...ROUTABLE_COLLECTIONS,
  'media',
  'subjects',
  'phases',
  'employees',
  'recruiters',
  'locations',
  'sectorGroups',
  'functionGroups',
] as const

export type CollectionDocument<C extends RoutableCollection> = Config['collections'][C]

type RouteFields = {
  id: number
  uri?: string | null
  updatedAt: string
  pageType?: CollectionDocument<'pages'>['pageType']
  formExitPage?: number | { id: number } | null
  validThrough?: string | null
}

/**
 * Every published routable document with what the route table needs: for the sitemap, which
 * lists them all. Resolving a path never needs this (route-lookup.ts looks up one path). A page that a form sends
 * its visitors to after sending (its exit page, a thank-you page) is marked as a utility page.
 */
export async function fetchRoutableDocuments(payload: Payload): Promise<RoutableDocument[]> {
  const perCollection = await Promise.all(
    ROUTABLE_COLLECTIONS.map(async (collection) => {
      const result = await payload.find({
        collection,
        where: PUBLISHED,
        pagination: false,
        depth: 0,
        select: ROUTE_SELECT[collection],
      })
      const docs: RouteFields[] = result.docs
      return { collection, docs }
    }),
  )
  const exitPages = new Set(
    perCollection.flatMap(({ collection, docs }) =>
      collection === 'pages' ? docs.map((doc) => relationId(doc.formExitPage)).filter(Boolean) : [],
    ),
  )
  return perCollection.flatMap(({ collection, docs }) =>
    docs.map((doc) => ({
      collection,
      id: doc.id,
      uri: String(doc.uri ?? ''),
      updatedAt: String(doc.updatedAt),
      pageType: collection === 'pages' ? (doc.pageType ?? 'simple') : COLLECTION_ROUTES[collection].pageType,
      ...(collection === 'pages' && exitPages.has(doc.id) ? { utility: true } : {}),
      ...(collection === 'vacancies' ? { validThrough: doc.validThrough ?? null } : {}),
    })),
  )
}

export async function fetchRouteTable(payload: Payload): Promise<RouteTable> {
  return buildRouteTable(await fetchRoutableDocuments(payload))
}

export const getRouteTable = cached(
  async () => fetchRouteTable(await getPayloadClient()),
  'route-table',
  () => [ROUTE_TABLE_TAG, ...ROUTABLE_COLLECTIONS.map(collectionTag)],
)

/** One routable document with its relations populated, published unless `draft` is asked. */
export async function fetchDocument<C extends RoutableCollection>(
  payload: Payload,
  collection: C,
  id: number | string,
  { draft = false }: { draft?: boolean } = {},
): Promise<CollectionDocument<C> | null> {
  const result = await payload.find({
    collection,
    where: draft ? { id: { equals: id } } : { and: [{ id: { equals: id } }, PUBLISHED] },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
    // Joins are the admin's (a vacancy's applications): never part of a page, even a preview.
    joins: false as JoinQuery<C>,
  })
  return result.docs[0] ?? null
}

export const getDocument = cached(
  async <C extends RoutableCollection>(collection: C, id: number | string) =>
    fetchDocument(await getPayloadClient(), collection, id),
  'document',
  (collection, id) => [documentTag(collection, id), ...PUBLIC_COLLECTIONS.map(collectionTag)],
)

type GlobalSlug = keyof Config['globals']

/**
 * What a link in a global needs of the document it points at: its uri. The header's and footer's
 * links otherwise brought whole pages, blocks included (the navigation was 87 KB of JSON, read and
 * parsed for every page rendered; 28 KB at one level, 4 KB with this).
 */
const LINK_TARGET_FIELDS = {
  pages: { uri: true },
  news: { uri: true },
  experiences: { uri: true },
  successStories: { uri: true },
  labels: { uri: true },
  vacancies: { uri: true },
} as const satisfies Record<RoutableCollection, { uri: true }>

export async function fetchGlobal<G extends GlobalSlug>(payload: Payload, slug: G): Promise<Config['globals'][G]> {
  // One level: the link targets (their uri) and the site's logo (a media document).
  return payload.findGlobal({ slug, depth: 1, populate: LINK_TARGET_FIELDS })
}

export const getGlobal = cached(
  async <G extends GlobalSlug>(slug: G) => fetchGlobal(await getPayloadClient(), slug),
  'global',
  (slug) => [globalTag(slug), ...PUBLIC_COLLECTIONS.map(collectionTag)],
)
