import type { CollectionAdminOptions, PayloadRequest } from 'payload'

import { buildPreviewHref } from '@/content/editor'
import type { RoutableCollection } from '@/data/page-types'
import { serverEnv } from '@/env'
import { nl } from '@/i18n/nl'
import { uriToPath } from '@/routing/uri'

function previewUrl(collection: RoutableCollection, doc: { id?: unknown; uri?: unknown }, req: PayloadRequest) {
  const { id, uri } = doc
  const hasId = typeof id === 'number' || typeof id === 'string'
  if (!hasId && (typeof uri !== 'string' || !uri)) return null
  const origin = (serverEnv().SITE_URL ?? req.origin ?? '').replace(/\/+$/, '')
  const path = typeof uri === 'string' && uri ? uriToPath(uri) : '/'
  return `${origin}${buildPreviewHref(path, hasId ? { collection, id } : undefined)}`
}

const sizes = nl.admin.livePreviewSizes

/**
 * The live preview's sizes. Payload adds its own full-size size, named 'responsive' and labelled in
 * English, unless the config has one by that name (patches/@payloadcms+ui+3.90.1.patch): this one, in Dutch.
 */
const LIVE_PREVIEW_SIZES = [
  { name: 'responsive', label: sizes.full, width: '100%', height: '100%' },
  { name: 'mobile', label: sizes.mobile, width: 375, height: 667 },
  { name: 'tablet', label: sizes.tablet, width: 768, height: 1024 },
  { name: 'desktop', label: sizes.desktop, width: 1280, height: 800 },
]

/**
 * The admin's preview button and live preview of a routable document: both open the public page
 * in draft mode, found by the document's id so a draft that was never published or was renamed
 * shows too; the page refreshes itself whenever the editor saves (LivePreview.client.tsx).
 */
export function previewAdmin(collection: RoutableCollection): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { req }) => previewUrl(collection, doc, req),
    livePreview: { url: ({ data, req }) => previewUrl(collection, data, req), breakpoints: LIVE_PREVIEW_SIZES },
  }
}
