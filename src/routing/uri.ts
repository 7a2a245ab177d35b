/** The uri the home page carries; it maps to the root path. */
export const HOME_URI = '__home__'

/** Lower-case, ASCII, hyphen-separated slug from a title ("Één baan" → "een-baan"). */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/-*\/-*/g, '/')
    .replace(/^[-/]+|[-/]+$/g, '')
}

/**
 * `slug` when no document uses it yet, otherwise the first free of 'slug-2', 'slug-3', ...: two
 * vacancies may share a title, never an address. `taken` holds the slugs in use.
 */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? slug : `${slug}-${number}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A document's uri: its collection's prefix (if any) and its slug, no outer slashes. */
export function buildUri(prefix: string, slug: string): string {
  const cleanSlug = slug.replace(/^\/+|\/+$/g, '')
  if (cleanSlug === HOME_URI) return HOME_URI
  return prefix ? `${prefix}/${cleanSlug}` : cleanSlug
}

/** The public path of a uri: '/' + uri, with the home uri as '/'. */
export function uriToPath(uri: string): string {
  return uri === HOME_URI || uri === '' ? '/' : `/${uri.replace(/^\/+|\/+$/g, '')}`
}

/** The last segment of a form page's thank-you page (SPEC 2.2). */
export const THANK_YOU_SEGMENT = 'bedankt'

/** Where a form leads after success when its page names no exit page: the page's path plus /bedankt. */
export function thankYouPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${THANK_YOU_SEGMENT}`
}
