import { normaliseLocation, uniqueSorted } from './locations'
import type { VacancyLookups } from './vacancy-query'
import type { VacancyFilterKey, VacancyListState } from './vacancy-url'

/** One choice of a filter select: the value is a name (SPEC 5), the count is of open vacancies. */
export type FilterOption = { value: string; count: number }

export type VacancyFilterOptions = { functions: FilterOption[]; sectors: FilterOption[]; locations: FilterOption[] }

export type Group = { id: number; title: string }

/** What one open vacancy contributes to the options. */
export type VacancyOptionSource = {
  locationPlaces?: string[] | null
  firstSectorGroup?: number | null
  firstFunctionGroup?: number | null
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', ignorePunctuation: true })

function countBy<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

function groupOptions(groups: readonly Group[], counts: Map<number | null | undefined, number>): FilterOption[] {
  return groups
    .map((group) => ({ value: group.title, count: counts.get(group.id) ?? 0 }))
    .filter((option) => option.count > 0)
    .sort((a, b) => collator.compare(a.value, b.value))
}

/**
 * The options of the three selects with the number of open vacancies each: every place, sector
 * and function that has one, sorted alphabetically in Dutch, deduplicated.
 */
export function buildVacancyFilterOptions(
  vacancies: readonly VacancyOptionSource[],
  groups: { sectors: readonly Group[]; functions: readonly Group[] },
): VacancyFilterOptions {
  const placeCounts = countBy(vacancies.flatMap((vacancy) => uniqueSorted(vacancy.locationPlaces ?? [])))
  return {
    functions: groupOptions(groups.functions, countBy(vacancies.map((vacancy) => vacancy.firstFunctionGroup))),
    sectors: groupOptions(groups.sectors, countBy(vacancies.map((vacancy) => vacancy.firstSectorGroup))),
    locations: uniqueSorted([...placeCounts.keys()]).map((place) => ({ value: place, count: placeCounts.get(place) ?? 0 })),
  }
}

/** Group title → id, for matching the names in the URL. */
export function buildVacancyLookups(groups: { sectors: readonly Group[]; functions: readonly Group[] }): VacancyLookups {
  const lookup = (list: readonly Group[]) => new Map(list.map((group) => [group.title, group.id]))
  return { sectors: lookup(groups.sectors), functions: lookup(groups.functions) }
}

const OPTION_LISTS: Record<VacancyFilterKey, keyof VacancyFilterOptions> = {
  function: 'functions',
  sector: 'sectors',
  location: 'locations',
}

/**
 * The options with each selected value present: a value from an old link that no open vacancy
 * has any more still shows as chosen (with 0), so the empty result explains itself.
 */
export function includeSelectedOptions(options: VacancyFilterOptions, state: VacancyListState): VacancyFilterOptions {
  const result = { ...options }
  for (const [key, list] of Object.entries(OPTION_LISTS) as Array<[VacancyFilterKey, keyof VacancyFilterOptions]>) {
    const selected = state[key]
    if (selected && !options[list].some((option) => option.value === selected)) {
      result[list] = [...options[list], { value: selected, count: 0 }].sort((a, b) => collator.compare(a.value, b.value))
    }
  }
  return result
}

/**
 * Filter values from the URL as the options spell them: a place by its normalised name
 * ('den bosch' → "'s-Hertogenbosch"), any value regardless of case ('techniek' → 'Techniek').
 */
export function canonicaliseVacancyState(state: VacancyListState, options: VacancyFilterOptions): VacancyListState {
  const result = { ...state }
  for (const [key, list] of Object.entries(OPTION_LISTS) as Array<[VacancyFilterKey, keyof VacancyFilterOptions]>) {
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
