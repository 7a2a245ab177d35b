/**
 * The vacancy overview's state as its URL carries it (SPEC 4, 5): page, search, location,
 * function, sector. One module for the server page and the client controls, so both read and
 * write the URL the same way. No server imports: the browser bundle uses it too.
 */
import { isExternalHref } from './links'
import type { ListQuery } from './list-query'
import { parsePage } from './pagination'
import { uriToPath } from './uri'

export const VACANCY_FILTER_KEYS = ['function', 'sector', 'location'] as const

export type VacancyFilterKey = (typeof VACANCY_FILTER_KEYS)[number]

export type VacancyListState = { page: number; search: string } & Record<VacancyFilterKey, string>

/** How a URL change enters the browser history. */
export type HistoryMode = 'push' | 'replace'

/** A URL change: where to, how it enters the history, and the state it shows. */
export type VacancyNavigation = { href: string; history: HistoryMode; state: VacancyListState }

export const VACANCIES_PATH = '/vacatures'

/** Longest search text the URL keeps (the same bound as the list query). */
export const MAX_SEARCH_LENGTH = 100

export const EMPTY_VACANCY_STATE: VacancyListState = { page: 1, search: '', function: '', sector: '', location: '' }

/** The state of a normalised list query: a page that is not a number is 1, missing values are empty. */
export function parseVacancyListState(query: ListQuery): VacancyListState {
  return {
    page: parsePage(query.page),
    search: query.search ?? '',
    function: query.function ?? '',
    sector: query.sector ?? '',
    location: query.location ?? '',
  }
}

/** True when any of the four filters (search included) has a value. */
export function hasVacancyFilters(state: VacancyListState): boolean {
  return Boolean(state.search.trim() || VACANCY_FILTER_KEYS.some((key) => state[key].trim()))
}

/** The URL of a state: empty values and page 1 are left out, keys in a fixed order. */
export function buildVacanciesHref(state: VacancyListState, path = VACANCIES_PATH): string {
  const params = new URLSearchParams()
  if (state.page > 1) params.set('page', String(state.page))
  const search = state.search.trim().slice(0, MAX_SEARCH_LENGTH)
  if (search) params.set('search', search)
  for (const key of ['location', 'function', 'sector'] as const) {
    const value = state[key].trim()
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

function navigation(state: VacancyListState, history: HistoryMode, path: string): VacancyNavigation {
  return { href: buildVacanciesHref(state, path), history, state }
}

/** Choosing a filter value starts at page 1 and replaces the history entry. */
export function changeFilter(
  state: VacancyListState,
  key: VacancyFilterKey,
  value: string,
  path = VACANCIES_PATH,
): VacancyNavigation {
  return navigation({ ...state, [key]: value, page: 1 }, 'replace', path)
}

/** New search text starts at page 1 and replaces the history entry. */
export function changeSearch(state: VacancyListState, search: string, path = VACANCIES_PATH): VacancyNavigation {
  return navigation({ ...state, search: search.trim().slice(0, MAX_SEARCH_LENGTH), page: 1 }, 'replace', path)
}

/** Another page keeps the filters and pushes a history entry, so back returns to the previous page. */
export function changePage(state: VacancyListState, page: number, path = VACANCIES_PATH): VacancyNavigation {
  return navigation({ ...state, page: Math.max(1, Math.floor(page)) }, 'push', path)
}

/** 'Wis filters': search, function, sector and location cleared, page 1, history entry replaced. */
export function clearFilters(path = VACANCIES_PATH): VacancyNavigation {
  return navigation(EMPTY_VACANCY_STATE, 'replace', path)
}

/** Where a row of the overview leads: the vacancy's external link (new tab) or its own page. */
export function resolveVacancyHref(vacancy: { uri?: string | null; vacancyLink?: string | null }): {
  href: string
  external: boolean
} {
  const link = vacancy.vacancyLink?.trim()
  if (link && isExternalHref(link)) return { href: link, external: true }
  return { href: uriToPath(vacancy.uri ?? ''), external: false }
}

/** The application form for one vacancy (SPEC 2.3: 'Solliciteer direct'). */
export function buildApplyHref(vacancyId: number | string): string {
  return `/solliciteren?vacature=${encodeURIComponent(String(vacancyId))}`
}
