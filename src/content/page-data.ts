import { inlineMarkupToText } from './inline-markup'
import { fetchDocument, getDocument, getRouteTable } from './documents'
import { splitQueryFromSegments, type ListQuery } from './list-query'
import { getPayloadClient } from './payload-client'
import { resolvePath, type RouteEntry } from './routes'

import type { Media } from '@/payload-types'
import type { RoutableDoc } from '@/views/types'

export type Seo = { title: string; description: string | null; image: string | null }

export type LoadedPage =
  | { kind: 'page' | 'thankYou'; entry: RouteEntry; doc: RoutableDoc; query: ListQuery; seo: Seo }
  | { kind: 'notFound'; path: string }

/** Document title and description from the SEO fields, falling back to the content. */
export function buildSeo(doc: RoutableDoc): Seo {
  const fields = doc as RoutableDoc & {
    seo?: { title?: string | null; description?: string | null; image?: Media | number | null }
    keyvisualTitle?: string | null
    keyvisualContent?: string | null
    intro?: string | null
  }
  const image = fields.seo?.image ?? (fields as { keyvisualImage?: Media | number | null }).keyvisualImage
  return {
    title: fields.seo?.title || inlineMarkupToText(fields.title),
    description: fields.seo?.description || fields.keyvisualContent || fields.intro || null,
    image: image && typeof image === 'object' ? (image.url ?? null) : null,
  }
}

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
  return { kind: route.kind, entry: route.entry, doc, query, seo: buildSeo(doc) }
}
