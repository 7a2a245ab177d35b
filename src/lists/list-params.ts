import { listHref, type ListQuery } from './list-query'

/** The state of an article list (blog, news, experiences) as its URL carries it. */
export type ArticleListParams = Pick<ListQuery, 'page' | 'subject'>

/**
 * The URL of a list view: the list's path plus only the values that differ from the defaults,
 * so page 1 and an empty subject never appear ('/blog', '/blog?subject=arbeidsmarkt', '/blog?page=2').
 */
export function buildListHref(path: string, params: Partial<ArticleListParams>): string {
  return listHref(path, params)
}

/** The URL of a subject filter: choosing a subject always starts at page 1. */
export function buildSubjectHref(path: string, subject: string | null): string {
  return buildListHref(path, { page: 1, subject })
}
