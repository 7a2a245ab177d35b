/*
 * The path segments of rewritten list pages, apart from the query parsers: the site's header runs
 * in every page's browser bundle and needs only these names, not nuqs.
 */

/** The path segment that introduces an encoded query in a rewritten path (see proxy.ts). */
export const QUERY_SEGMENT = '__query'

/**
 * The first path segment of a list page rendered for each request rather than cached: a free-text
 * search is seldom asked twice, so caching its page would only push the pages everyone asks for
 * out of Next's cache and cost a cache write for each one.
 */
export const SEARCH_SEGMENT = 'zoekopdracht'
