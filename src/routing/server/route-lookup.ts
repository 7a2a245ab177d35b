import 'server-only'

import type { Payload } from 'payload'

import { pathTag } from '@/data/cache-tags'
import {
  COLLECTION_ROUTES,
  ROUTABLE_COLLECTIONS,
  type PageDocumentType,
  ROUTE_SELECT,
  type RoutableCollection,
} from '@/data/page-types'
import { PUBLISHED_WHERE } from '@/data/published'
import { relationId } from '@/data/relations'
import { redirectTarget, type RedirectDoc, type RedirectTarget } from '@/routing/redirect-rules'
import {
  buildRouteTable,
  encodePath,
  normalisePath,
  resolveAmong,
  routeCandidates,
  type ResolvedRoute,
  type RoutableDocument,
  type RouteTable,
} from '@/routing/routes'
import { THANK_YOU_SEGMENT } from '@/routing/uri'
import { uriToPath } from '@/routing/uri'

export type RouteFields = {
  id: number | string
  uri?: string | null
  updatedAt?: string | null
  pageType?: PageDocumentType | null
  validThrough?: string | null
}

/** A routable document as the route table knows it, from a lookup's selected fields. */
export function toRoutableDocument(collection: RoutableCollection, doc: RouteFields): RoutableDocument {
  return {
    collection,
    id: doc.id,
    uri: String(doc.uri ?? ''),
    updatedAt: String(doc.updatedAt),
    pageType: collection === 'pages' ? (doc.pageType ?? 'simple') : COLLECTION_ROUTES[collection].pageType,
    ...(collection === 'vacancies' ? { validThrough: doc.validThrough ?? null } : {}),
  }
}

/**
 * Marks the pages among `documents` that a published form page sends its visitors to (its exit
 * page): utility pages, served but kept out of search engines. One indexed query, pages only.
 */
async function markUtilityPages(payload: Payload, documents: RoutableDocument[]): Promise<RoutableDocument[]> {
  const pageIds = documents.filter((doc) => doc.collection === 'pages').map((doc) => doc.id)
  if (!pageIds.length) return documents
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [PUBLISHED_WHERE, { formExitPage: { in: pageIds } }] },
    select: { formExitPage: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const exitPages = new Set(docs.map((doc) => relationId(doc.formExitPage)))
  return documents.map((doc) =>
    doc.collection === 'pages' && exitPages.has(Number(doc.id)) ? { ...doc, utility: true } : doc,
  )
}

/** The published documents of one collection stored under any of `uris` (an indexed lookup). */
async function findPublished(payload: Payload, collection: RoutableCollection, uris: string[]) {
  const result = await payload.find({
    collection,
    where: { and: [{ uri: { in: uris } }, PUBLISHED_WHERE] },
    depth: 0,
    limit: uris.length,
    pagination: false,
    overrideAccess: true,
    select: ROUTE_SELECT[collection],
  })
  return markUtilityPages(
    payload,
    result.docs.map((doc) => toRoutableDocument(collection, doc)),
  )
}

/**
 * The documents whose newest version (a draft, or the published one when there is no newer
 * draft) is stored under any of `uris`: a never-published document, or a renamed draft.
 */
async function findLatestVersions(
  payload: Payload,
  collection: RoutableCollection,
  uris: string[],
): Promise<RoutableDocument[]> {
  const result = await payload.findVersions({
    collection,
    where: { and: [{ 'version.uri': { in: uris } }, { latest: { equals: true } }] },
    depth: 0,
    limit: uris.length,
    pagination: false,
    overrideAccess: true,
  })
  return markUtilityPages(
    payload,
    result.docs.flatMap(({ parent, version, updatedAt }) => {
      if (typeof parent !== 'number' && typeof parent !== 'string') return []
      return [toRoutableDocument(collection, { ...version, id: parent, updatedAt })]
    }),
  )
}

/**
 * Resolves one path with the fewest indexed lookups: the document at the path (published only,
 * or for an editor's preview its newest draft first), its form page for a thank-you path, or
 * not found. Never loads the other documents.
 */
export async function fetchRoute(
  payload: Payload,
  input: string | readonly string[],
  { draft = false }: { draft?: boolean } = {},
): Promise<ResolvedRoute> {
  const path = normalisePath(input)
  const finders = draft ? [findLatestVersions, findPublished] : [findPublished]
  for (const find of finders) {
    for (const { collection, uris } of routeCandidates(path)) {
      const route = resolveAmong(await find(payload, collection, uris), path)
      if (route.kind !== 'notFound') return route
    }
  }
  return { kind: 'notFound', path }
}

/** The tags of a path's lookup: the path itself and, for a thank-you path, its form page's. */
export function routeTags(path: string): string[] {
  const suffix = `/${THANK_YOU_SEGMENT}`
  return path.endsWith(suffix)
    ? [pathTag(path), pathTag(normalisePath(path.slice(0, -suffix.length)))]
    : [pathTag(path)]
}

const REDIRECT_POPULATE = Object.fromEntries(
  ROUTABLE_COLLECTIONS.map((collection) => [collection, { uri: true, _status: true }]),
)

/** The editor-managed or automatic redirect from a path, with its target resolved, or null. */
export async function fetchRedirect(
  payload: Payload,
  input: string | readonly string[],
): Promise<RedirectTarget | null> {
  const result = await payload.find({
    collection: 'redirects',
    where: { from: { equals: normalisePath(input) } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    populate: REDIRECT_POPULATE,
  })
  const [redirect] = result.docs
  return redirect ? redirectTarget(redirect) : null
}

/** A redirect as the route-table API lists it, beside the documents. */
type RedirectEntry = RedirectTarget & {
  path: string
  pageType: 'redirect'
  collection: 'redirects'
  id: number | string
  updatedAt: string
}

export type RouteTablePage = { table: Record<string, RouteTable[string] | RedirectEntry>; next: string | null }

const SOURCES = [...ROUTABLE_COLLECTIONS, 'redirects'] as const
type Source = (typeof SOURCES)[number]

export const ROUTE_TABLE_PAGE_SIZE = 1000

/** A position in the route table: after this document ('vacancies:120'), or the start. */
export type RouteTableCursor = { source: Source; id: number } | null

export function parseRouteTableCursor(input: string | null): RouteTableCursor | 'invalid' {
  if (!input) return null
  const match = /^([A-Za-z]+):(\d{1,15})$/.exec(input)
  const source = SOURCES.find((candidate) => candidate === match?.[1])
  return match && source ? { source, id: Number(match[2]) } : 'invalid'
}

async function redirectEntries(payload: Payload, afterId: number, limit: number) {
  const result = await payload.find({
    collection: 'redirects',
    where: { id: { greater_than: afterId } },
    sort: 'id',
    depth: 1,
    limit,
    pagination: false,
    overrideAccess: true,
    populate: REDIRECT_POPULATE,
  })
  return result.docs.map((doc: RedirectDoc) => {
    const target = redirectTarget(doc)
    const entry: RedirectEntry | null = target
      ? {
          ...target,
          path: normalisePath(doc.from),
          pageType: 'redirect',
          collection: 'redirects',
          id: doc.id,
          updatedAt: doc.updatedAt,
        }
      : null
    return { id: doc.id, entry }
  })
}

/**
 * One page of the route table: published documents collection by collection, then redirects,
 * each in id order after the cursor (a keyset page: an indexed range, however deep the page).
 * `next` is the cursor of the following page, or null on the last one.
 */
export async function fetchRouteTablePage(
  payload: Payload,
  cursor: RouteTableCursor,
  limit = ROUTE_TABLE_PAGE_SIZE,
): Promise<RouteTablePage> {
  const documents: RoutableDocument[] = []
  const redirects: RedirectEntry[] = []
  let remaining = limit
  let last: { source: Source; id: number | string } | null = null
  let more = false
  const start = cursor ? SOURCES.indexOf(cursor.source) : 0
  for (const source of SOURCES.slice(start)) {
    const afterId = cursor && source === cursor.source ? cursor.id : 0
    // One more than needed tells whether this source continues on the next page.
    const take = remaining + 1
    if (source === 'redirects') {
      const rows = await redirectEntries(payload, afterId, take)
      for (const { id, entry } of rows.slice(0, remaining)) {
        if (entry) redirects.push(entry)
        last = { source, id }
      }
      more = rows.length > remaining
      remaining -= Math.min(rows.length, remaining)
    } else {
      const result = await payload.find({
        collection: source,
        where: { and: [PUBLISHED_WHERE, { id: { greater_than: afterId } }] },
        sort: 'id',
        depth: 0,
        limit: take,
        pagination: false,
        overrideAccess: true,
        select: ROUTE_SELECT[source],
      })
      for (const doc of result.docs.slice(0, remaining)) {
        documents.push(toRoutableDocument(source, doc))
        last = { source, id: doc.id }
      }
      more = result.docs.length > remaining
      remaining -= Math.min(result.docs.length, remaining)
    }
    if (remaining === 0) {
      more ||= source !== SOURCES[SOURCES.length - 1]
      break
    }
  }
  const table: RouteTablePage['table'] = { ...buildRouteTable(await markUtilityPages(payload, documents)) }
  for (const redirect of redirects) table[redirect.path] ??= redirect
  return { table, next: more && last ? `${last.source}:${last.id}` : null }
}

/** A routable document named by untrusted parameters (`collection`, `id`), or null. */
export function parseDocumentRef(
  collection: string | null,
  id: string | null,
): { collection: RoutableCollection; id: number } | null {
  const known = ROUTABLE_COLLECTIONS.find((candidate) => candidate === collection)
  return known && id && /^\d{1,15}$/.test(id) ? { collection: known, id: Number(id) } : null
}

/** The public path of a document's newest version (its draft, if it has one), or null. */
export async function fetchDraftPath(
  payload: Payload,
  { collection, id }: { collection: RoutableCollection; id: number },
): Promise<string | null> {
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    draft: true,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    select: { uri: true },
  })
  const uri = docs[0]?.uri
  return uri ? encodePath(normalisePath(uriToPath(uri))) : null
}
