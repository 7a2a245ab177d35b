/**
 * The URL state of every list page (vacancies, blog, news, experiences) and of the application
 * page's vacancy: ONE set of parsers, read by the proxy, the views and the client controls, and
 * written back by one serialiser, so a value is normalised the same way wherever it is read.
 *
 * No server imports: the browser bundle uses it too.
 *
 * To add a parameter (e.g. `sort`, `near`, `km`): add its parser to `listQueryParsers` (where it
 * stands in the object is where it stands in every URL), add a matcher entry for its key in
 * `src/proxy.ts` (matchers must be literals; a unit test checks they match these keys), and, for the
 * vacancy overview, its key to `VACANCY_QUERY_KEYS` in `vacancy-url.ts`. A value equal to its
 * default is left out of URLs; a value that does not parse reads as its default.
 */
import {
  createLoader,
  createParser,
  createSerializer,
  parseAsNumberLiteral,
  parseAsStringLiteral,
  type inferParserType,
  type LoaderInput,
} from 'nuqs/server'

import { SALARY_FROM_CHOICES } from '@/pay/monthly-salary'

import { QUERY_SEGMENT, SEARCH_SEGMENT } from './list-segments'
import { SUBJECT_SLUG_PATTERN } from './subject-slug'

/** 'Afstand': the radii offered, in km; the default when a place is given without one. */
export const DISTANCE_CHOICES_KM = [10, 25, 50] as const

export const DEFAULT_DISTANCE_KM = 25

/** 'Sorteer op': relevance (the default; newest first without a search) or newest first. */
export const VACANCY_SORTS = ['relevantie', 'nieuwste'] as const

export type VacancySort = (typeof VACANCY_SORTS)[number]

const DEFAULT_VACANCY_SORT: VacancySort = 'relevantie'

/** Longest free-text value a URL keeps (search text, filter names). */
export const MAX_QUERY_TEXT_LENGTH = 100

const MAX_ID = 2_147_483_647

const boundText = (value: string) => value.trim().slice(0, MAX_QUERY_TEXT_LENGTH)

/** Free text: surrounding spaces dropped, bounded; empty (or only spaces) means absent. */
const parseAsQueryText = createParser({
  parse: (value: string) => boundText(value) || null,
  serialize: boundText,
  eq: (a: string, b: string) => boundText(a) === boundText(b),
})

/** A positive whole number up to `max`; anything else ('abc', '0', '1.5', '-1') means absent. */
function parseAsPositiveInteger(max = Number.MAX_SAFE_INTEGER) {
  return createParser({
    parse: (value: string) => {
      const text = value.trim()
      if (!/^[0-9]{1,16}$/.test(text)) return null
      const number = Number(text)
      return number >= 1 && number <= max ? number : null
    },
    serialize: (value: number) => String(value),
  })
}

/**
 * A news subject's slug ('arbeidsmarkt'), read case-insensitively; anything that is no slug means
 * absent. An old link's subject id ('3') reads as it is: the proxy sends it on to the slug.
 */
const parseAsSubjectSlug = createParser({
  parse: (value: string) => {
    const slug = value.trim().toLowerCase()
    return slug.length <= MAX_QUERY_TEXT_LENGTH && SUBJECT_SLUG_PATTERN.test(slug) ? slug : null
  },
  serialize: (value: string) => value,
})

const listQueryParsers = {
  page: parseAsPositiveInteger(100_000).withDefault(1),
  search: parseAsQueryText.withDefault(''),
  location: parseAsQueryText.withDefault(''),
  function: parseAsQueryText.withDefault(''),
  sector: parseAsQueryText.withDefault(''),
  /** The vacancy overview's distance filter: a place, and the radius in km. */
  near: parseAsQueryText.withDefault(''),
  km: parseAsNumberLiteral(DISTANCE_CHOICES_KM).withDefault(DEFAULT_DISTANCE_KM),
  /** The vacancy overview's order ('Sorteer op'). */
  sort: parseAsStringLiteral(VACANCY_SORTS).withDefault(DEFAULT_VACANCY_SORT),
  /** The vacancy overview's 'Salaris vanaf': gross per month (src/pay/monthly-salary.ts). */
  salaris: parseAsNumberLiteral(SALARY_FROM_CHOICES),
  /** The subject of the news list, by its slug. */
  subject: parseAsSubjectSlug,
  /** The vacancy id the application page applies for. */
  vacature: parseAsPositiveInteger(MAX_ID),
}

export type ListQuery = inferParserType<typeof listQueryParsers>

export type ListQueryKey = keyof ListQuery

export const LIST_QUERY_KEYS = Object.keys(listQueryParsers) as ListQueryKey[]

const loadListQuery = createLoader(listQueryParsers)

/** The values a URL leaves out because they are the defaults, as a form without JavaScript sends them. */
const DEFAULT_VALUES: Partial<Record<ListQueryKey, string>> = {
  page: '1',
  km: String(DEFAULT_DISTANCE_KM),
  sort: DEFAULT_VACANCY_SORT,
}

/**
 * The list keys of a query that its URL should not carry: empty ones, defaults, and a radius
 * without a place. A GET form without JavaScript sends every field ('?search=&km=25&sort=relevantie');
 * the visitor is sent on to the address the scripted form would show.
 */
export function redundantListParams(params: URLSearchParams): ListQueryKey[] {
  return LIST_QUERY_KEYS.filter((key) => {
    if (!params.has(key)) return false
    const value = params.get(key)?.trim() ?? ''
    return !value || value === DEFAULT_VALUES[key] || (key === 'km' && !params.get('near')?.trim())
  })
}

/** Reads a list query from a URL, a query string or search params: unknown keys dropped. */
export function parseListQuery(input: LoaderInput): ListQuery {
  return loadListQuery(input)
}

const serialise = createSerializer(listQueryParsers)

/**
 * The URL of a list state: `path` plus only the values that differ from their defaults, in the
 * parsers' key order ('/vacatures', '/vacatures?page=2&search=zorg'). Without a path: the query
 * string alone, '' when empty.
 */
export function listHref(path: string, query: Partial<ListQuery>): string {
  return serialise(path, query)
}

/** A normalised query as a stable string without '?' ('' when empty): one cache entry per state. */
export function serialiseListQuery(query: Partial<ListQuery>): string {
  return serialise(query).replace(/^\?/, '')
}

/**
 * The query as one path segment: base64url of its UTF-8 text, which no decoding on the way changes
 * (Next decodes a route's segments before the page reads them, and a percent-encoded '&' in a
 * value, as in 'Bouw & Infra', would come out as a separator).
 */
function encodeQuerySegment(serialised: string): string {
  const bytes = new TextEncoder().encode(serialised)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The query text of a segment written by encodeQuerySegment; '' for anything else. */
function decodeQuerySegment(segment: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return ''
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return ''
  }
}

/**
 * The path a list page's request is rewritten to (see proxy.ts): the page's own path without a
 * query; with one, the normalised query in the path; with a search text on a page other than
 * home, under SEARCH_SEGMENT (the home page keeps its path, as its header depends on it).
 */
export function listQueryPath(pathname: string, query: ListQuery): string {
  const serialised = serialiseListQuery(query)
  if (!serialised) return pathname
  const base = pathname.replace(/\/+$/, '')
  const prefix = query.search && base ? `/${SEARCH_SEGMENT}` : ''
  return `${prefix}${base}/${QUERY_SEGMENT}/${encodeQuerySegment(serialised)}`
}

/** Splits catch-all segments into the page path and the query carried after QUERY_SEGMENT. */
export function splitQueryFromSegments(segments: readonly string[]): { path: string[]; query: ListQuery } {
  const index = segments.indexOf(QUERY_SEGMENT)
  if (index === -1) return { path: [...segments], query: parseListQuery(new URLSearchParams()) }
  const decoded = decodeQuerySegment(segments.slice(index + 1).join('/'))
  return { path: segments.slice(0, index), query: parseListQuery(new URLSearchParams(decoded)) }
}
