/**
 * The vacancy overview's state as its URL carries it (SPEC 4, 5): page, search, location,
 * function, sector, read and written by the shared list query parsers (`list-query.ts`), plus the
 * navigations the controls make. No server imports: the browser bundle uses it too.
 */
import { isExternalHref } from '@/routing/links'
import { uriToPath } from '@/routing/uri'

import { DEFAULT_DISTANCE_KM, listHref, parseListQuery, type ListQuery } from './list-query'

/** The list query keys the overview uses; a new vacancy parameter is added here and in the parsers. */
type VacancyQueryKey = 'page' | 'search' | 'location' | 'function' | 'sector' | 'near' | 'km' | 'sort' | 'salaris'

const VACANCY_FILTER_KEYS = ['function', 'sector', 'location'] as const

export type VacancyFilterKey = (typeof VACANCY_FILTER_KEYS)[number]

export type VacancyListState = Pick<ListQuery, VacancyQueryKey>

/** How a URL change enters the browser history. */
export type HistoryMode = 'push' | 'replace'

/** A URL change: where to, how it enters the history, and the state it shows. */
export type VacancyNavigation = { href: string; history: HistoryMode; state: VacancyListState }

export const VACANCIES_PATH = '/vacatures'

/** The overview's part of a parsed list query; a radius without a place is no filter. */
export function vacancyStateOf({
  page,
  search,
  location,
  function: group,
  sector,
  near,
  km,
  sort,
  salaris,
}: ListQuery): VacancyListState {
  return {
    page,
    search,
    location,
    function: group,
    sector,
    near,
    km: near ? km : DEFAULT_DISTANCE_KM,
    sort,
    salaris,
  }
}

export const EMPTY_VACANCY_STATE: VacancyListState = vacancyStateOf(parseListQuery(new URLSearchParams()))

/** The state a URL (or its query string) shows. */
export function parseVacancyHref(href: string): VacancyListState {
  return vacancyStateOf(parseListQuery(new URL(href, 'http://localhost').searchParams))
}

/** How many filters (search and 'Salaris vanaf' included) have a value: the count on the 'Filters' button. */
export function activeFilterCount(state: VacancyListState): number {
  const texts = [state.search, state.near, ...VACANCY_FILTER_KEYS.map((key) => state[key])]
  return texts.filter((value) => value.trim()).length + (state.salaris ? 1 : 0)
}

/** The URL of a state: empty values and page 1 are left out, keys in the parsers' order. */
export function buildVacanciesHref(state: VacancyListState, path = VACANCIES_PATH): string {
  return listHref(path, state.near.trim() ? state : { ...state, km: DEFAULT_DISTANCE_KM })
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

/** Another order, place, radius or 'Salaris vanaf' starts at page 1 and replaces the history entry. */
export function changeOrderOrDistance(
  state: VacancyListState,
  change: Partial<Pick<VacancyListState, 'sort' | 'near' | 'km' | 'salaris'>>,
  path = VACANCIES_PATH,
): VacancyNavigation {
  const next = { ...state, ...change, page: 1 }
  const near = next.near.trim()
  return navigation({ ...next, near, km: near ? next.km : DEFAULT_DISTANCE_KM }, 'replace', path)
}

/** New search text starts at page 1 and replaces the history entry. */
export function changeSearch(state: VacancyListState, search: string, path = VACANCIES_PATH): VacancyNavigation {
  return navigation({ ...state, search: search.trim(), page: 1 }, 'replace', path)
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
