import { COLLECTION_ROUTES, THANK_YOU_PAGE_TYPES, type PageType, type RoutableCollection } from '@/data/page-types'

import { HOME_URI, THANK_YOU_SEGMENT, uriToPath } from './uri'

/** One routable document as the route table knows it. */
export type RouteEntry = {
  path: string
  pageType: PageType
  collection: RoutableCollection
  id: number | string
  updatedAt: string
  /** A utility page (a form's exit page): served, but kept out of search engines and the sitemap. */
  utility?: boolean
  /** A vacancy's end; past it the page is closed and leaves the index. */
  validThrough?: string | null
}

/** Path → entry. Paths are decoded ('/vacatures/café'); encoded forms are registered too. */
export type RouteTable = Record<string, RouteEntry>

export type RoutableDocument = Omit<RouteEntry, 'path'> & { uri: string }

export type ResolvedRoute =
  { kind: 'page'; entry: RouteEntry } | { kind: 'thankYou'; entry: RouteEntry } | { kind: 'notFound'; path: string }

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** A request path or catch-all segments as the table's key: decoded, one leading slash, none trailing. */
export function normalisePath(input: string | readonly string[] | undefined): string {
  const segments = (Array.isArray(input) ? input : String(input ?? '').split('/'))
    .flatMap((segment) => safeDecode(segment).split('/'))
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** The encoded form of a decoded path, segment by segment. */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
}

export function buildRouteTable(documents: readonly RoutableDocument[]): RouteTable {
  const table: RouteTable = {}
  for (const { uri, ...rest } of documents) {
    if (!uri) continue
    const path = normalisePath(uriToPath(uri))
    const entry: RouteEntry = { ...rest, path }
    table[path] = entry
    const encoded = encodePath(path)
    if (encoded !== path) table[encoded] = entry
  }
  return table
}

/** The entry at a normalised path, from a route table or another index of the documents. */
export type RouteLookup = RouteTable | ((path: string) => RouteEntry | undefined)

/** Finds the page for a path: a document, a form page's thank-you view, or not found. */
export function resolvePath(routes: RouteLookup, input: string | readonly string[] | undefined): ResolvedRoute {
  const lookup = typeof routes === 'function' ? routes : (key: string) => routes[key]
  const path = normalisePath(input)
  const entry = lookup(path)
  if (entry) return { kind: 'page', entry }

  const thankYouSuffix = `/${THANK_YOU_SEGMENT}`
  if (path.endsWith(thankYouSuffix)) {
    const formPath = normalisePath(path.slice(0, -thankYouSuffix.length))
    const formEntry = lookup(formPath)
    if (formEntry && THANK_YOU_PAGE_TYPES.includes(formEntry.pageType)) {
      return { kind: 'thankYou', entry: formEntry }
    }
  }
  return { kind: 'notFound', path }
}

/** The uri a normalised path is stored under ('/' is the home uri). */
function pathToUri(path: string): string {
  return path === '/' ? HOME_URI : path.slice(1)
}

/** Where a path may be stored: a collection and the uris to look for there, most specific first. */
export type RouteCandidate = { collection: RoutableCollection; uris: string[] }

/**
 * The lookups that resolve a normalised path, in order: the collection whose prefix the path
 * starts with (a document there wins over a page, as in the route table), then pages, where a
 * form page's thank-you path ('/contact/bedankt') also looks for the form page ('contact').
 * Usually the first lookup finds the document, so a path costs one indexed query.
 */
export function routeCandidates(path: string): RouteCandidate[] {
  const uri = pathToUri(path)
  const [first] = uri.split('/')
  const candidates: RouteCandidate[] = []
  for (const [collection, { prefix }] of Object.entries(COLLECTION_ROUTES)) {
    if (prefix === first && uri.length > prefix.length) {
      candidates.push({ collection: collection as keyof typeof COLLECTION_ROUTES, uris: [uri] })
    }
  }
  const thankYouSuffix = `/${THANK_YOU_SEGMENT}`
  const formUri = path.endsWith(thankYouSuffix) ? pathToUri(normalisePath(path.slice(0, -thankYouSuffix.length))) : null
  candidates.push({ collection: 'pages', uris: formUri ? [uri, formUri] : [uri] })
  return candidates
}

/** Resolves a path among the documents one lookup found (published ones, or an editor's drafts). */
export function resolveAmong(documents: readonly RoutableDocument[], path: string): ResolvedRoute {
  return resolvePath(buildRouteTable(documents), path)
}

/** Every distinct entry once (the table holds encoded duplicates). */
export function routeEntries(table: RouteTable): RouteEntry[] {
  return [...new Set(Object.values(table))]
}
