import { uniqueSorted } from './locations'
import type { VacancyLookups } from './vacancy-query'

/** One choice of a filter select: the value is a name (SPEC 5), the count is of open vacancies. */
export type FilterOption = { value: string; count: number }

export type VacancyFilterOptions = { functions: FilterOption[]; sectors: FilterOption[]; locations: FilterOption[] }

/** The filter options plus the group ids behind the names, for the database query. */
export type VacancyFilterData = { options: VacancyFilterOptions; groups: { sectors: Group[]; functions: Group[] } }

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
