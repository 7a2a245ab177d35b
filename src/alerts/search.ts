/**
 * A saved search is the overview's normalised URL state without the page: stored as the query
 * string the overview itself would show ('search=monteur&location=Utrecht', '' for all vacancies),
 * read back with the overview's own parser, so an alert matches exactly what its page lists.
 */
import { formatEuro } from '@/data/vacancy-facts'
import { nl } from '@/i18n/nl'
import { parseListQuery } from '@/lists/list-query'
import { buildVacanciesHref, VACANCIES_PATH, vacancyStateOf, type VacancyListState } from '@/lists/vacancy-url'

/** The stored form of a search: the overview's query string for page 1, without the '?'. */
export function alertQueryOf(state: VacancyListState): string {
  const href = buildVacanciesHref({ ...state, page: 1 }, '')
  return href.startsWith('?') ? href.slice(1) : ''
}

/** The overview state of a stored search (always page 1). */
export function alertStateOf(query: string): VacancyListState {
  return { ...vacancyStateOf(parseListQuery(new URLSearchParams(query))), page: 1 }
}

/** The overview page that lists a stored search. */
export function alertSearchPath(query: string): string {
  return buildVacanciesHref(alertStateOf(query), VACANCIES_PATH)
}

/** A stored search in words, for the mails, the manage page and the admin. */
export function describeAlertSearch(query: string): string {
  const state = alertStateOf(query)
  const text = nl.alerts.search
  const parts = [
    state.search ? text.term(state.search) : null,
    state.function ? text.filter(nl.vacancy.functionLabel, state.function) : null,
    state.sector ? text.filter(nl.vacancy.sectorLabel, state.sector) : null,
    state.location ? text.filter(nl.vacancy.locationLabel, state.location) : null,
    state.near ? text.near(state.km, state.near) : null,
    state.salaris
      ? text.filter(nl.vacancy.salaryFromLabel, nl.vacancy.salaryFromAmount(formatEuro(state.salaris)))
      : null,
  ].filter((part): part is string => Boolean(part))
  return parts.length ? parts.join(', ') : text.all
}
