import { describe, expect, it } from 'vitest'

import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import { zeroResultWayOuts } from '@/search/way-outs'

const state = (overrides: Partial<VacancyListState>): VacancyListState => ({ ...EMPTY_VACANCY_STATE, ...overrides })

describe('zeroResultWayOuts', () => {
  it('offers the search near the place it names, then without that place', () => {
    const [near, without] = zeroResultWayOuts(state({ search: 'verpleegkundige utrecht', page: 2 }))
    expect(near).toMatchObject({ kind: 'nearPlace', search: 'verpleegkundige', place: 'Utrecht', km: 25 })
    expect(near.state).toEqual(state({ search: 'verpleegkundige', near: 'Utrecht', km: 25 }))
    expect(without).toMatchObject({ kind: 'withoutPlaceWord', search: 'verpleegkundige', word: 'utrecht' })
    expect(without.state).toEqual(state({ search: 'verpleegkundige' }))
  })

  it('finds a place of several words', () => {
    const [near] = zeroResultWayOuts(state({ search: 'planner alphen aan den rijn' }))
    expect(near).toMatchObject({ kind: 'nearPlace', search: 'planner', place: 'Alphen aan den Rijn' })
  })

  it('offers a wider distance, and the search without the other filters', () => {
    const wayOuts = zeroResultWayOuts(state({ search: 'monteur', sector: 'Zorg & Welzijn', near: 'Zwolle', km: 10 }))
    expect(wayOuts.map((wayOut) => wayOut.kind)).toEqual(['wider', 'withoutFilters'])
    expect(wayOuts[0].state).toMatchObject({ km: 25, near: 'Zwolle', sector: 'Zorg & Welzijn' })
    expect(wayOuts[1].state).toEqual(state({ search: 'monteur', near: 'Zwolle', km: 10 }))
  })

  it('offers nothing when there is nothing to leave out', () => {
    expect(zeroResultWayOuts(state({ search: 'utrecht' }))).toEqual([])
    expect(zeroResultWayOuts(state({ near: 'Zwolle', km: 50 }))).toEqual([])
  })
})
