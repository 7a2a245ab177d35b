/**
 * Which filtered views of a list are pages of their own for search engines. A list narrowed by one
 * chosen value (a region, a sector, a function group, a news subject) is a landing page: its title,
 * description and results heading name that value ('Vacatures in Utrecht'). Free text (a search, a
 * place to measure from) and combinations of filters are views for visitors only: served, their
 * links followed, but not indexed. Pure.
 */
import type { PageType } from '@/data/page-types'
import type { ListQuery } from '@/lists/list-query'
import type { VacancyFilterOptions } from '@/search/vacancy-options'

/** The vacancy filters whose values come from a list of options, in the order a title names them. */
const VACANCY_CHOICE_KEYS = ['location', 'sector', 'function'] as const

type LandingFilterKey = (typeof VACANCY_CHOICE_KEYS)[number] | 'subject'

/** The one filter a landing page is about; a subject is named by its slug until its title is looked up. */
export type LandingFilter = { key: LandingFilterKey; value: string }

type ListViewQuery = Pick<ListQuery, 'search' | 'near' | 'location' | 'sector' | 'function' | 'subject'>

const chosenVacancyFilters = (query: ListViewQuery) => VACANCY_CHOICE_KEYS.filter((key) => query[key].trim())

/** A view for visitors only: free text, or more than one filter at a time. */
export function isVisitorOnlyView(pageType: PageType, query: ListViewQuery): boolean {
  if (pageType !== 'vacanciesIndex') return false
  return Boolean(query.search.trim() || query.near.trim()) || chosenVacancyFilters(query).length > 1
}

/** The filter that makes a list view a landing page of its own, or null for the plain list and visitor-only views. */
export function landingFilter(pageType: PageType, query: ListViewQuery): LandingFilter | null {
  if (pageType === 'blogIndex') return query.subject ? { key: 'subject', value: query.subject } : null
  if (pageType !== 'vacanciesIndex' || isVisitorOnlyView(pageType, query)) return null
  const [key] = chosenVacancyFilters(query)
  return key ? { key, value: query[key].trim() } : null
}

const OPTION_LISTS = { location: 'locations', sector: 'sectors', function: 'functions' } as const

/** The vacancy overview's landing pages, as their queries: one per region, sector and function group with open vacancies. */
export function vacancyLandingQueries(options: VacancyFilterOptions): Array<Partial<ListQuery>> {
  return VACANCY_CHOICE_KEYS.flatMap((key) =>
    options[OPTION_LISTS[key]].filter((option) => option.count > 0).map((option) => ({ [key]: option.value })),
  )
}

/** The news list's landing pages, as their queries: one per subject with published articles. */
export function subjectLandingQueries(subjects: ReadonlyArray<{ slug?: string | null; articles: number }>) {
  return subjects.flatMap(({ slug, articles }) => (slug && articles > 0 ? [{ subject: slug }] : []))
}
