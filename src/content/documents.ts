import type { Payload } from 'payload'

import type { Config } from '@/payload-types'

import { collectionTag, documentTag, globalTag, ROUTE_TABLE_TAG } from './cache-tags'
import { cached } from './cached'
import { COLLECTION_ROUTES, type RoutableCollection } from './page-types'
import { getPayloadClient } from './payload-client'
import { buildRouteTable, type RoutableDocument, type RouteTable } from './routes'

export const ROUTABLE_COLLECTIONS: RoutableCollection[] = [
  'pages',
  ...(Object.keys(COLLECTION_ROUTES) as (keyof typeof COLLECTION_ROUTES)[]),
]

/** Collections whose documents may appear inside a rendered page (relations, blocks, links). */
export const PUBLIC_COLLECTIONS = [
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

const PUBLISHED = { _status: { equals: 'published' } } as const

/** Every published routable document with what the route table needs. */
export async function fetchRoutableDocuments(payload: Payload): Promise<RoutableDocument[]> {
  const perCollection = await Promise.all(
    ROUTABLE_COLLECTIONS.map(async (collection) => {
      const result = await payload.find({
        collection,
        where: PUBLISHED,
        pagination: false,
        depth: 0,
        select:
          collection === 'pages' ? { uri: true, pageType: true, updatedAt: true } : { uri: true, updatedAt: true },
      })
      return result.docs.map((doc) => ({
        collection,
        id: doc.id,
        uri: String(doc.uri ?? ''),
        updatedAt: String(doc.updatedAt),
        pageType:
          collection === 'pages'
            ? (doc as { pageType: CollectionDocument<'pages'>['pageType'] }).pageType
            : COLLECTION_ROUTES[collection as keyof typeof COLLECTION_ROUTES].pageType,
      }))
    }),
  )
  return perCollection.flat()
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
  })
  return (result.docs[0] as CollectionDocument<C> | undefined) ?? null
}

export const getDocument = cached(
  async <C extends RoutableCollection>(collection: C, id: number | string) =>
    fetchDocument(await getPayloadClient(), collection, id),
  'document',
  (collection, id) => [documentTag(collection, id), ...PUBLIC_COLLECTIONS.map(collectionTag)],
)

type GlobalSlug = keyof Config['globals']

export async function fetchGlobal<G extends GlobalSlug>(payload: Payload, slug: G): Promise<Config['globals'][G]> {
  return payload.findGlobal({ slug, depth: 2 }) as Promise<Config['globals'][G]>
}

export const getGlobal = cached(
  async <G extends GlobalSlug>(slug: G) => fetchGlobal(await getPayloadClient(), slug),
  'global',
  (slug) => [globalTag(slug), ...PUBLIC_COLLECTIONS.map(collectionTag)],
)
