import { uriToPath } from '@/routing/uri'

/** A link as stored by the shared link field, with its reference populated or not. */
export type LinkValue = {
  type?: 'entry' | 'custom' | null
  reference?: { relationTo: string; value: number | string | { uri?: string | null } } | null
  url?: string | null
  text?: string | null
  newTab?: boolean | null
}

const EXTERNAL_PROTOCOL = /^(https?|ftp):/i

/** Targets starting with http, https or ftp are plain external anchors; all else is internal. */
export function isExternalHref(href: string): boolean {
  return EXTERNAL_PROTOCOL.test(href.trim())
}

/** The href of a link: '/' + the entry's uri ('__home__' → '/'), or the custom URL; null when empty. */
export function resolveLinkHref(link: LinkValue | null | undefined): string | null {
  if (!link) return null
  if (link.type === 'custom') return link.url?.trim() || null
  const value = link.reference?.value
  if (value && typeof value === 'object' && value.uri) return uriToPath(value.uri)
  return null
}
