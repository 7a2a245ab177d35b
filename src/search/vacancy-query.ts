/**
 * The overview's state as a database query: what each filter of SPEC 5 means. The one place where
 * a state becomes a query, for the overview, its counts, the ways out and the alerts.
 */
import { findPlace, suggestPlaces } from '@/geo/gazetteer'
import { normaliseLocation } from '@/geo/locations'
import { PAGE_SIZE, pageOffset } from '@/lists/pagination'
import type { VacancyListState } from '@/lists/vacancy-url'

import { parseSearchTerms } from './search-tokens'
import type { VacancyMatchQuery } from './server/vacancy-sql'

/** Group titles (the filter values of SPEC 5) to their ids. */
type GroupLookup = ReadonlyMap<string, number>

export type VacancyLookups = { sectors: GroupLookup; functions: GroupLookup }

/** The distance filter's place is not in the gazetteer: the page explains and suggests. */
export type UnknownPlaceQuery = { unknownPlace: { name: string; suggestions: string[] } }

/**
 * The overview query (SPEC 5): open vacancies matching every selected filter at once — location
 * over the normalised places, sector and function over the first group, the search text's words
 * all in the full-text index (stemmed, accents and case ignored, any order, the last word as a
 * prefix), and a place within the chosen distance; with a search ordered by relevance unless
 * 'Nieuwste' is chosen, otherwise newest first; 12 a page at offset 12 × (page − 1). A selected
 * value that matches nothing, or search text without a searchable word, gives `null`.
 * With `published`, only vacancies first published in that window (vacancy alerts).
 */
export function buildVacancyQuery(
  state: VacancyListState,
  lookups: VacancyLookups,
  now: Date,
  { published }: { published?: VacancyMatchQuery['published'] } = {},
): VacancyMatchQuery | UnknownPlaceQuery | null {
  let places: string[] = []
  if (state.location) {
    places = normaliseLocation(state.location)
    if (!places.length) return null
  }
  const groupIds: Record<'sector' | 'function', number | null> = { sector: null, function: null }
  for (const [key, lookup] of [
    ['sector', lookups.sectors],
    ['function', lookups.functions],
  ] as const) {
    if (!state[key]) continue
    const id = lookup.get(state[key])
    if (id === undefined) return null
    groupIds[key] = id
  }

  const terms = parseSearchTerms(state.search)
  if (state.search.trim() && !terms.length) return null

  let near: VacancyMatchQuery['near'] = null
  if (state.near.trim()) {
    const place = findPlace(state.near)
    if (!place) {
      return {
        unknownPlace: {
          name: state.near.trim(),
          suggestions: suggestPlaces(state.near, SUGGESTIONS).map((suggestion) => suggestion.name),
        },
      }
    }
    near = { lat: place.lat, lon: place.lon, km: state.km }
  }

  return {
    now,
    places,
    sectorId: groupIds.sector,
    functionId: groupIds.function,
    terms,
    near,
    minMonthlySalary: state.salaris,
    published,
    order: state.sort === 'nieuwste' ? 'newest' : 'relevance',
    limit: PAGE_SIZE,
    offset: pageOffset(state.page),
  }
}

const SUGGESTIONS = 5
