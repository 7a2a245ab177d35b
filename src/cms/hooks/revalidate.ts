import { revalidateTag } from 'next/cache'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload'

import { collectionTag, documentTag, globalTag, pathTag, ROUTE_TABLE_TAG } from '@/data/cache-tags'
import { runningCacheHandler } from '@/ops/running-cache-handler.mjs'
import { normalisePath } from '@/routing/routes'
import { uriToPath } from '@/routing/uri'

import { publishedUriBefore } from './route-history'

/**
 * Expires the given tags at once so the next request renders fresh content. During a request
 * through Next's revalidateTag; outside one (a job run by the queue's timer, such as a planned
 * publication or the feed import), where Next has no request to record them on and refuses, in the
 * running server's cache handler, as Next does at the end of a request. Without a Next.js server
 * (seed script, tests through the Local API) there is no cache to expire.
 */
export function expireTags(tags: string[], payload: Payload): void {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    expireOutsideRequest(tags, payload)
  }
}

function expireOutsideRequest(tags: string[], payload: Payload): void {
  const handler = runningCacheHandler()
  if (!handler) {
    payload.logger.debug(`No Next.js cache to revalidate for ${tags.join(', ')}`)
    return
  }
  handler.revalidateTag(tags, { expire: 0 }).catch((error: unknown) => {
    payload.logger.error({ err: error, tags }, 'Cache tags could not be expired')
  })
}

function tagsFor(collection: string, id: number | string): string[] {
  return [collectionTag(collection), documentTag(collection, id), ROUTE_TABLE_TAG]
}

/** The path lookups a save or delete may change: each uri the document had or has now. */
export function uriTags(...uris: unknown[]): string[] {
  const paths = uris.flatMap((uri) => (typeof uri === 'string' && uri ? [normalisePath(uriToPath(uri))] : []))
  return [...new Set(paths)].map(pathTag)
}

/**
 * A save that visitors cannot see leaves the cached pages alone: a document created as a draft
 * (also the empty draft the admin creates when autosave is on, while it renders the create view,
 * where Next allows no revalidation), and a draft saved over a document through the API or the
 * admin (its autosave while an editor types, 'Bewaar concept'), which only adds a version.
 * Publishing and unpublishing are never draft saves.
 */
function invisibleToVisitors({
  collection,
  data,
  doc,
  operation,
  req,
}: Parameters<CollectionAfterChangeHook>[0]): boolean {
  if (!collection.versions?.drafts) return false
  if (operation === 'create') return doc._status === 'draft'
  return req.query?.draft === 'true' && data?._status !== 'published'
}

// A routable document also expires the lookups of its paths: the one it had when published,
// the one it had before this save and the one it has now (a new, moved or unpublished page).
const revalidateDocument: CollectionAfterChangeHook = (args) => {
  const { collection, doc, previousDoc, req, context } = args
  if (context.disableRevalidate || invisibleToVisitors(args)) return doc
  const published = publishedUriBefore(req, collection.slug, doc.id)
  expireTags([...tagsFor(collection.slug, doc.id), ...uriTags(doc.uri, previousDoc?.uri, published)], req.payload)
  return doc
}

const revalidateDeletedDocument: CollectionAfterDeleteHook = ({ collection, doc, req, context }) => {
  if (context.disableRevalidate) return doc
  expireTags([...tagsFor(collection.slug, doc.id), ...uriTags(doc.uri)], req.payload)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = ({ global, doc, req, context }) => {
  if (context.disableRevalidate) return doc
  expireTags([globalTag(global.slug)], req.payload)
  return doc
}

/** The hooks every published collection carries. */
export const revalidationHooks = {
  afterChange: [revalidateDocument],
  afterDelete: [revalidateDeletedDocument],
}
