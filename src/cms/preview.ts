import type { CollectionAdminOptions, PayloadRequest } from 'payload'

import { buildPreviewHref } from '@/content/editor'
import { uriToPath } from '@/content/uri'

function previewUrl(uri: unknown, req: PayloadRequest): string | null {
  if (typeof uri !== 'string' || !uri) return null
  const origin = (process.env.SITE_URL || req.origin || '').replace(/\/+$/, '')
  return `${origin}${buildPreviewHref(uriToPath(uri))}`
}

/**
 * The admin's preview button and live preview of a routable document: both open the public page
 * in draft mode; the page refreshes itself whenever the editor saves (LivePreview.client.tsx).
 */
export const previewAdmin: Pick<CollectionAdminOptions, 'preview' | 'livePreview'> = {
  preview: (doc, { req }) => previewUrl(doc.uri, req),
  livePreview: { url: ({ data, req }) => previewUrl(data.uri, req) },
}
