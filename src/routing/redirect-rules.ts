import type { RoutableCollection } from '@/data/page-types'
import { relationId } from '@/data/relations'
import type { Redirect } from '@/payload-types'
import { toLocalPath } from '@/routing/local-path'

import { encodePath, normalisePath } from './routes'
import { freeSlug, uriToPath } from './uri'

export type RedirectDoc = Redirect

/** Where a redirect leads and with which status (307 temporary, 308 permanent). */
export type RedirectTarget = { to: string; status: 307 | 308 }

export const REDIRECT_STATUSES = ['308', '307'] as const

/** Paths of the application itself that a redirect may never take over. */
const RESERVED_PREFIXES = ['/admin', '/api', '/actions', '/_next', '/feeds', '/healthz', '/sitemap.xml', '/robots.txt']

function isReserved(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * The normalised public path a redirect answers ('/vacatures/oude-titel'), from what an editor
 * typed ('vacatures/oude-titel/', a full URL of this site, '/Vacatures/caf%C3%A9'): its query and
 * fragment dropped, decoded as the catch-all route sees it. Null for the home page, the
 * application's own paths and anything that is no local path.
 */
export function normaliseRedirectSource(input: string | null | undefined, siteOrigin?: string): string | null {
  let value = String(input ?? '').trim()
  if (siteOrigin && value.startsWith(siteOrigin)) value = value.slice(siteOrigin.length)
  // Another site's address (any scheme) is no source; a bare 'vacatures/x' is a path.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null
  if (value && !value.startsWith('/')) value = `/${value}`
  const local = toLocalPath(value)
  if (!local) return null
  const path = normalisePath(new URL(local, 'http://local').pathname)
  return path === '/' || isReserved(path) ? null : path
}

/**
 * A custom redirect destination: a local path (normalised, query kept) or an absolute http(s)
 * URL that an editor chose deliberately. Null for anything else (javascript:, '//host', ...).
 */
export function normaliseRedirectDestination(input: string | null | undefined): string | null {
  const value = String(input ?? '').trim()
  if (value.startsWith('/')) return toLocalPath(value)
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return null
  const url = new URL(value)
  return url.username || url.password ? null : url.toString()
}

/**
 * A redirect as stored, without its target's current address: a custom destination, or the
 * document it follows (null when it names neither).
 */
export type RedirectRule = {
  status: 307 | 308
  to: { url: string } | { collection: RoutableCollection; id: number } | null
}

export function redirectRule(redirect: Pick<RedirectDoc, 'to' | 'type'>): RedirectRule {
  const status = redirect.type === '307' ? 307 : 308
  const { to } = redirect
  if (to?.type === 'custom') return { status, to: to.url ? { url: to.url } : null }
  const reference = to?.reference
  const id = reference ? relationId(reference.value) : null
  return { status, to: reference && id !== null ? { collection: reference.relationTo, id } : null }
}

/**
 * Where a redirect leads now: its document's current public path (`documentPath` answers it while
 * the document is published, else null) or its custom destination. Null when it leads nowhere.
 */
export function resolveRedirectRule(
  { status, to }: RedirectRule,
  documentPath: (collection: RoutableCollection, id: number) => string | null,
): RedirectTarget | null {
  if (!to) return null
  const destination = 'url' in to ? normaliseRedirectDestination(to.url) : documentPath(to.collection, to.id)
  return destination ? { to: destination, status } : null
}

/**
 * Where a stored redirect leads now, its document populated (uri and status): a document's current
 * public path (only while it is published) or its custom destination. Null when it leads nowhere.
 */
export function redirectTarget(redirect: Pick<RedirectDoc, 'to' | 'type'>): RedirectTarget | null {
  const document = redirect.to?.type === 'custom' ? null : redirect.to?.reference?.value
  return resolveRedirectRule(redirectRule(redirect), () =>
    typeof document === 'object' && document?._status === 'published' && document.uri
      ? encodePath(normalisePath(uriToPath(document.uri)))
      : null,
  )
}

/**
 * Follows custom local destinations through other redirects ('/a' → '/b', '/b' → '/c') and
 * returns the end of the chain, or 'loop' when it comes back to `from` or to a path seen before.
 * `next` answers the destination of the redirect from a path, if there is one.
 */
export async function followRedirectChain(
  from: string,
  destination: string,
  next: (path: string) => Promise<string | null>,
  maxSteps = 20,
): Promise<string | 'loop'> {
  const seen = new Set([from])
  let current = destination
  for (let step = 0; step < maxSteps; step++) {
    if (!current.startsWith('/')) return current
    const path = normalisePath(new URL(current, 'http://local').pathname)
    if (seen.has(path)) return 'loop'
    seen.add(path)
    const following = await next(path)
    if (!following) return current
    current = following
  }
  return 'loop'
}

const COPY_SUFFIX = /-kopie(?:-\d+)?$/

/**
 * The slug of a copy that no document in the collection uses yet: 'vacature' becomes
 * 'vacature-kopie', then 'vacature-kopie-2', 'vacature-kopie-3'; copying a copy starts from the
 * original's slug again. `taken` holds the slugs in use.
 */
export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  return freeSlug(copySlugStem(slug), taken)
}

/** The text a copy's slug starts with, for finding the copies that already exist. */
export function copySlugStem(slug: string): string {
  return `${(slug === '__home__' ? 'home' : slug).replace(COPY_SUFFIX, '') || 'pagina'}-kopie`
}

/** A path without its trailing slashes; the root stays '/'. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/'
}

/**
 * Where a redirect sends the visitor: its target, with the visitor's query (`search`, '?…' or '')
 * when the target has none of its own, so that a campaign's tags and a list's filters survive.
 */
export function redirectLocation(to: string, search: string): string {
  if (!search || search === '?') return to
  const hash = to.indexOf('#')
  const [target, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)]
  return target.includes('?') ? to : `${target}${search.startsWith('?') ? search : `?${search}`}${fragment}`
}
