/**
 * Query parameters of list pages travel inside the path (see proxy.ts) so that every normalised
 * query is one cacheable page. Only these keys are kept; everything else is dropped.
 */
export const LIST_QUERY_KEYS = ['page', 'search', 'location', 'function', 'sector', 'subject', 'vacature'] as const

export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number]
export type ListQuery = Partial<Record<ListQueryKey, string>>

/** The path segment that introduces an encoded query in a rewritten path. */
export const QUERY_SEGMENT = '__query'

const MAX_VALUE_LENGTH = 100

/** Keeps known keys with non-empty values, drops page 1, trims and bounds values. */
export function normaliseListQuery(params: URLSearchParams): ListQuery {
  const query: ListQuery = {}
  for (const key of LIST_QUERY_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_VALUE_LENGTH)
    if (!value) continue
    if (key === 'page' && value === '1') continue
    query[key] = value
  }
  return query
}

/** A normalised query as a stable string ('' when empty): keys in LIST_QUERY_KEYS order. */
export function serialiseListQuery(query: ListQuery): string {
  const params = new URLSearchParams()
  for (const key of LIST_QUERY_KEYS) {
    const value = query[key]
    if (value) params.set(key, value)
  }
  return params.toString()
}

/** Splits catch-all segments into the page path and the query carried after QUERY_SEGMENT. */
export function splitQueryFromSegments(segments: readonly string[]): { path: string[]; query: ListQuery } {
  const index = segments.indexOf(QUERY_SEGMENT)
  if (index === -1) return { path: [...segments], query: {} }
  const encoded = segments.slice(index + 1).join('/')
  let decoded = encoded
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    decoded = ''
  }
  return { path: segments.slice(0, index), query: normaliseListQuery(new URLSearchParams(decoded)) }
}
