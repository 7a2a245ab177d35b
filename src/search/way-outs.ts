/**
 * What a search that found nothing can try instead, nearest first: the search without the place
 * it names, near that place instead ('verpleegkundige utrecht' → 'verpleegkundige' within 25 km
 * of Utrecht) or anywhere; a wider distance; the search without the other filters. Pure: the
 * server counts each and offers only those that find something.
 */
import { findPlace } from '@/geo/gazetteer'
import { DEFAULT_DISTANCE_KM, DISTANCE_CHOICES_KM } from '@/lists/list-query'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'

export type WayOut =
  | { kind: 'nearPlace'; state: VacancyListState; search: string; place: string; km: number }
  | { kind: 'withoutPlaceWord'; state: VacancyListState; search: string; word: string }
  | { kind: 'wider'; state: VacancyListState; place: string; km: number }
  | { kind: 'withoutFilters'; state: VacancyListState; search: string }

/** Longest place name a search may hold, in words ('Alphen aan den Rijn'). */
const MAX_PLACE_WORDS = 4

/** The first run of words in a search that names a place, and the search without it. */
function placeInSearch(search: string): { place: string; word: string; rest: string } | null {
  const words = search.trim().split(/\s+/).filter(Boolean)
  for (let length = Math.min(MAX_PLACE_WORDS, words.length); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const word = words.slice(start, start + length).join(' ')
      const place = findPlace(word)
      if (place) {
        const rest = [...words.slice(0, start), ...words.slice(start + length)].join(' ')
        return { place: place.name, word, rest }
      }
    }
  }
  return null
}

export function zeroResultWayOuts(state: VacancyListState): WayOut[] {
  const first = { ...state, page: 1 }
  const wayOuts: WayOut[] = []
  const named = placeInSearch(state.search)
  if (named?.rest) {
    if (!state.near.trim()) {
      wayOuts.push({
        kind: 'nearPlace',
        state: { ...first, search: named.rest, near: named.place, km: DEFAULT_DISTANCE_KM },
        search: named.rest,
        place: named.place,
        km: DEFAULT_DISTANCE_KM,
      })
    }
    wayOuts.push({
      kind: 'withoutPlaceWord',
      state: { ...first, search: named.rest },
      search: named.rest,
      word: named.word,
    })
  }
  const wider = DISTANCE_CHOICES_KM.find((km) => km > state.km)
  if (state.near.trim() && wider) {
    wayOuts.push({ kind: 'wider', state: { ...first, km: wider }, place: state.near.trim(), km: wider })
  }
  if (state.search.trim() && (state.function || state.sector || state.location || state.salaris)) {
    wayOuts.push({
      kind: 'withoutFilters',
      state: { ...EMPTY_VACANCY_STATE, search: state.search, near: state.near, km: state.km },
      search: state.search,
    })
  }
  return wayOuts
}
