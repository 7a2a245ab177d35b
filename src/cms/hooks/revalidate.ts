import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload'
import { revalidateTag } from 'next/cache'

import { collectionTag, documentTag, globalTag, pathTag, ROUTE_TABLE_TAG } from '@/content/cache-tags'
import { normalisePath } from '@/content/routes'
import { uriToPath } from '@/content/uri'

import { publishedUriBefore } from './route-history'

const OUTSIDE_NEXT = 'static generation store missing'

/**
 * Expires the given tags at once so the next request renders fresh content. Outside a Next.js
 * server (seed script, tests through the Local API) there is no cache to expire.
 */
export function expireTags(tags: string[], payload: Payload): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (error instanceof Error && error.message.includes(OUTSIDE_NEXT)) {
        payload.logger.debug(`No Next.js cache to revalidate for ${tag}`)
        return
      }
      throw error
    }
  }
}

function tagsFor(collection: string, id: number | string): string[] {
  return [collectionTag(collection), documentTag(collection, id), ROUTE_TABLE_TAG]
}

/** The path lookups a save or delete may change: each uri the document had or has now. */
export function uriTags(...uris: unknown[]): string[] {
  const paths = uris.flatMap((uri) => (typeof uri === 'string' && uri ? [normalisePath(uriToPath(uri))] : []))
  return [...new Set(paths)].map(pathTag)
}

// A routable document also expires the lookups of its paths: the one it had when published,
// the one it had before this save and the one it has now (a new, moved or unpublished page).
const revalidateDocument: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req, context }) => {
  if (context.disableRevalidate) return doc
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
