import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload } from 'payload'
import { revalidateTag } from 'next/cache'

import { collectionTag, documentTag, globalTag, ROUTE_TABLE_TAG } from '@/content/cache-tags'

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

// The route table tag is part of every document's tags, so a changed uri frees its old path too.
export const revalidateDocument: CollectionAfterChangeHook = ({ collection, doc, req, context }) => {
  if (context.disableRevalidate) return doc
  expireTags(tagsFor(collection.slug, doc.id), req.payload)
  return doc
}

export const revalidateDeletedDocument: CollectionAfterDeleteHook = ({ collection, doc, req, context }) => {
  if (context.disableRevalidate) return doc
  expireTags(tagsFor(collection.slug, doc.id), req.payload)
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
