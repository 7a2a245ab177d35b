import type { ListQuery } from './list-query'
import { parsePage } from './pagination'

/** The state of an article list (blog, news, experiences) as its URL carries it. */
export type ArticleListParams = { page: number; subject: number | null }

const MAX_ID = 2_147_483_647

/** A `subject` query value as a topic id: a positive whole number, anything else means none. */
export function parseSubject(value: string | null | undefined): number | null {
  const trimmed = value?.trim()
  if (!trimmed || !/^\d+$/.test(trimmed)) return null
  const id = Number(trimmed)
  return id >= 1 && id <= MAX_ID ? id : null
}

/** Reads page (default 1) and subject from a list page's normalised query. */
export function parseArticleListParams(query: ListQuery): ArticleListParams {
  return { page: parsePage(query.page), subject: parseSubject(query.subject) }
}

/**
 * The URL of a list view: the list's path plus only the values that differ from the defaults,
 * so page 1 and an empty subject never appear ('/blog', '/blog?subject=3', '/blog?page=2').
 */
export function buildListHref(path: string, { page = 1, subject = null }: Partial<ArticleListParams>): string {
  const params = new URLSearchParams()
  if (page > 1) params.set('page', String(page))
  if (subject) params.set('subject', String(subject))
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The URL of a subject filter: choosing a subject always starts at page 1. */
export function buildSubjectHref(path: string, subject: number | null): string {
  return buildListHref(path, { page: 1, subject })
}
