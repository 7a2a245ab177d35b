import { findPlace, placeKey, suggestPlaces } from '@/geo/gazetteer'
import { normaliseLocation } from '@/geo/locations'
import type { ListQuery } from '@/lists/list-query'
import { vacancyStateOf, type VacancyFilterKey, type VacancyListState } from '@/lists/vacancy-url'
import type { SalaryFromChoice } from '@/pay/monthly-salary'
import type { VacancyLookups } from '@/search/vacancy-query'
import { sortDutch } from '@/text/dutch-order'

/** One choice of a filter select: the value is a name (SPEC 5), the count is of open vacancies. */
export type FilterOption = { value: string; count: number }

/** One 'Salaris vanaf' choice (gross a month) with the number of vacancies that reach it. */
export type SalaryOption = { amount: SalaryFromChoice; count: number }

export type VacancyFilterOptions = {
  functions: FilterOption[]
  sectors: FilterOption[]
  locations: FilterOption[]
  salaries: SalaryOption[]
}

/** The option lists of the filters whose values are names. */
type TextOptionList = 'functions' | 'sectors' | 'locations'

export type Group = { id: number; title: string }

/** The choices of one select: values with at least one open vacancy, alphabetically in Dutch. */
export function toFilterOptions(counted: readonly FilterOption[]): FilterOption[] {
  return sortDutch(
    counted.filter((option) => option.count > 0),
    (option) => option.value,
  )
}

/** The 'Salaris vanaf' choices that some vacancy reaches, lowest first. */
export function toSalaryOptions(counted: readonly SalaryOption[]): SalaryOption[] {
  return counted.filter((option) => option.count > 0).sort((a, b) => a.amount - b.amount)
}

/** Group title → id, for matching the names in the URL. */
export function buildVacancyLookups(groups: {
  sectors: readonly Group[]
  functions: readonly Group[]
}): VacancyLookups {
  const lookup = (list: readonly Group[]) => new Map(list.map((group) => [group.title, group.id]))
  return { sectors: lookup(groups.sectors), functions: lookup(groups.functions) }
}

/** The option list of each filter whose values are names. */
export const OPTION_LISTS: Readonly<Record<VacancyFilterKey, TextOptionList>> = {
  function: 'functions',
  sector: 'sectors',
  location: 'locations',
}

/**
 * The options with each selected value present: a value that no vacancy matching the other
 * filters has (or an old link's) still shows as chosen (with 0), so the empty result explains itself.
 */
export function includeSelectedOptions(options: VacancyFilterOptions, state: VacancyListState): VacancyFilterOptions {
  const result = { ...options }
  for (const [key, list] of Object.entries(OPTION_LISTS) as Array<[VacancyFilterKey, TextOptionList]>) {
    const selected = state[key]
    if (selected && !options[list].some((option) => option.value === selected)) {
      result[list] = sortDutch([...options[list], { value: selected, count: 0 }], (option) => option.value)
    }
  }
  const salaris = state.salaris
  if (salaris && !options.salaries.some((option) => option.amount === salaris)) {
    result.salaries = [...options.salaries, { amount: salaris, count: 0 }].sort((a, b) => a.amount - b.amount)
  }
  return result
}

/**
 * Filter values from the URL as the options spell them: a place by its normalised name
 * ('den bosch' → "'s-Hertogenbosch"), any value regardless of case ('techniek' → 'Techniek').
 */
export function canonicaliseVacancyState(state: VacancyListState, options: VacancyFilterOptions): VacancyListState {
  const result = { ...state }
  for (const [key, list] of Object.entries(OPTION_LISTS) as Array<[VacancyFilterKey, TextOptionList]>) {
    let value = state[key]
    if (!value) continue
    if (key === 'location') {
      const places = normaliseLocation(value)
      if (places.length === 1) value = places[0]
    }
    const match = options[list].find((option) => option.value.toLocaleLowerCase('nl') === value.toLocaleLowerCase('nl'))
    result[key] = match?.value ?? value
  }
  return result
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase('nl') === b.toLocaleLowerCase('nl')

/**
 * A filter value nobody could have chosen: a sector or function that is no group, a region that
 * is neither an option nor a place the gazetteer knows, a distance from a place it neither knows
 * nor might mean.
 * Such an address is no page of the site (404), unlike a real value that no vacancy has today.
 */
export function hasMadeUpVacancyFilter(
  state: VacancyListState,
  known: VacancyFilterOptions,
  groups: { sectors: readonly Group[]; functions: readonly Group[] },
): boolean {
  const isGroup = (list: readonly Group[], value: string) => list.some((group) => sameName(group.title, value))
  if (state.sector && !isGroup(groups.sectors, state.sector)) return true
  if (state.function && !isGroup(groups.functions, state.function)) return true
  if (
    state.location &&
    !known.locations.some((option) => sameName(option.value, state.location)) &&
    !normaliseLocation(state.location).some((place) => findPlace(place))
  )
    return true
  return Boolean(state.near.trim() && !findPlace(state.near) && !mightMeanPlace(state.near))
}

/** A vacancy overview's query with a made-up filter value (see hasMadeUpVacancyFilter), as the URL spells it. */
export function isMadeUpVacancyQuery(
  query: ListQuery,
  known: VacancyFilterOptions,
  groups: { sectors: readonly Group[]; functions: readonly Group[] },
): boolean {
  return hasMadeUpVacancyFilter(canonicaliseVacancyState(vacancyStateOf(query), known), known, groups)
}

/** Letters a typo keeps: a place it might mean starts like it ('Utrech' → 'Utrecht'). */
const SAME_START = 3

/** An unknown place that looks like a typo of a known one: its page suggests that one instead. */
function mightMeanPlace(name: string): boolean {
  const start = placeKey(name).slice(0, SAME_START)
  return suggestPlaces(name).some((place) => placeKey(place.name).startsWith(start))
}
