import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
  Where,
} from 'payload'

import type { RoutableCollection } from '@/data/page-types'
import { normalisePath } from '@/routing/routes'
import { uriToPath } from '@/routing/uri'

const REDIRECTS = 'redirects'

// Kept per request object, not in req.context: every nested Local API call with `req` replaces
// req.context with a copy, so a value set there before one is lost to the hooks after it.
const publishedUris = new WeakMap<PayloadRequest, Map<string, string>>()

const stateKey = (collection: string, id: number | string) => `${collection}:${id}`

/** The uri a document was published under before the save that is running, if it was published. */
export function publishedUriBefore(req: PayloadRequest, collection: string, id: number | string): string | null {
  return publishedUris.get(req)?.get(stateKey(collection, id)) ?? null
}

/**
 * Before a save that publishes, remembers the uri the document is live under now: the main row
 * holds the published version (draft saves only add versions), so a draft renamed earlier and
 * published now still redirects from the address visitors know.
 */
const rememberPublishedUri: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req }) => {
  const id = originalDoc?.id
  if (operation !== 'update' || id === undefined || (data._status ?? originalDoc?._status) !== 'published') return data
  const { docs } = await req.payload.find({
    collection: collection.slug,
    where: { id: { equals: id } },
    select: { uri: true, _status: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const [live] = docs
  if (live && '_status' in live && live._status === 'published' && 'uri' in live && typeof live.uri === 'string') {
    const uris = publishedUris.get(req) ?? new Map<string, string>()
    uris.set(stateKey(collection.slug, id), live.uri)
    publishedUris.set(req, uris)
  }
  return data
}

const referenceTo = (collection: RoutableCollection, id: number | string): Where => ({
  and: [{ 'to.reference.relationTo': { equals: collection } }, { 'to.reference.value': { equals: id } }],
})

/**
 * A published document moved from `oldPath` to `newPath`: the old path now answers a permanent
 * redirect to the document (which follows any later move, so chains never form), redirects
 * that led to the old path by a custom address lead to the document too, and a redirect from
 * the new path (now a live page again) is removed, so moving back and forth never loops.
 */
async function recordMove(
  req: PayloadRequest,
  collection: RoutableCollection,
  id: number | string,
  oldPath: string,
  newPath: string,
): Promise<void> {
  const from = normalisePath(oldPath)
  const to = { type: 'reference' as const, reference: { relationTo: collection, value: Number(id) } }
  const options = { overrideAccess: true, req, depth: 0, context: { routeHistory: true } }
  await req.payload.delete({ collection: REDIRECTS, where: { from: { equals: normalisePath(newPath) } }, ...options })
  const { docs: pointingHere } = await req.payload.find({
    collection: REDIRECTS,
    where: {
      or: [{ from: { equals: from } }, { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { equals: from } }] }],
    },
    pagination: false,
    ...options,
  })
  for (const redirect of pointingHere) {
    await req.payload.update({ collection: REDIRECTS, id: redirect.id, data: { to }, ...options })
  }
  if (!pointingHere.some((redirect) => redirect.from === from)) {
    await req.payload.create({ collection: REDIRECTS, data: { from, to, type: '308' }, ...options })
  }
}

/** After a publish that changed the uri, the old address redirects to the new one. */
const redirectFromPublishedUri =
  (collection: RoutableCollection): CollectionAfterChangeHook =>
  async ({ doc, req }) => {
    const before = publishedUriBefore(req, collection, doc.id)
    if (!before || doc._status !== 'published' || typeof doc.uri !== 'string' || before === doc.uri) return doc
    await recordMove(req, collection, doc.id, uriToPath(before), uriToPath(doc.uri))
    return doc
  }

/**
 * A deleted document's redirects would lead nowhere: they go with it. Before the delete, while
 * the redirects' references to it still exist (the database drops those with the document).
 */
const deleteRedirectsToDocument =
  (collection: RoutableCollection): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({
      collection: REDIRECTS,
      where: referenceTo(collection, id),
      overrideAccess: true,
      req,
      context: { routeHistory: true },
    })
  }

/** The hooks that keep a routable collection's old addresses working. */
export function routeHistoryHooks(collection: RoutableCollection) {
  return {
    beforeChange: [rememberPublishedUri],
    afterChange: [redirectFromPublishedUri(collection)],
    beforeDelete: [deleteRedirectsToDocument(collection)],
  }
}
