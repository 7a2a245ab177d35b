import { describe, expect, it } from 'vitest'

import { isVacancyClosed } from '@/data/vacancy'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import type { VacancyMatchQuery } from '@/search/server/vacancy-sql'
import {
  buildVacancyLookups,
  canonicaliseVacancyState,
  hasMadeUpVacancyFilter,
  includeSelectedOptions,
  toFilterOptions,
} from '@/search/vacancy-options'
import { buildVacancyQuery } from '@/search/vacancy-query'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const groups = {
  sectors: [
    { id: 1, title: 'Techniek' },
    { id: 2, title: 'Bouw & Infra' },
  ],
  functions: [
    { id: 7, title: 'ICT' },
    { id: 8, title: 'Engineering' },
  ],
}
const lookups = buildVacancyLookups(groups)
const state = (overrides: Partial<VacancyListState> = {}): VacancyListState => ({
  ...EMPTY_VACANCY_STATE,
  ...overrides,
})

function builtQuery(overrides: Partial<VacancyListState> = {}): VacancyMatchQuery {
  const query = buildVacancyQuery(state(overrides), lookups, NOW)
  if (!query || 'unknownPlace' in query) throw new Error('expected a query')
  return query
}

describe('buildVacancyQuery', () => {
  it('always limits to vacancies open at the given time', () => {
    expect(builtQuery().now).toEqual(NOW)
  })

  it('pages by 12 at offset 12 × (page − 1), newest first without a search', () => {
    expect(builtQuery()).toMatchObject({ limit: 12, offset: 0, order: 'relevance', terms: [] })
    expect(builtQuery({ page: 3 })).toMatchObject({ limit: 12, offset: 24 })
    expect(builtQuery({ sort: 'nieuwste', search: 'monteur' })).toMatchObject({ order: 'newest' })
  })

  it('requires every selected filter at once: place, first sector and first function', () => {
    expect(builtQuery({ location: 'Utrecht', sector: 'Techniek', function: 'ICT' })).toMatchObject({
      places: ['Utrecht'],
      sectorId: 1,
      functionId: 7,
    })
  })

  it('matches the location by its normalised place name', () => {
    expect(builtQuery({ location: 'Den Bosch' }).places).toEqual(["'s-Hertogenbosch"])
    expect(builtQuery({ location: 'regio utrecht' }).places).toEqual(['Utrecht'])
  })

  it('gives the empty result when a selected value matches nothing', () => {
    expect(buildVacancyQuery(state({ sector: 'Onbekend' }), lookups, NOW)).toBeNull()
    expect(buildVacancyQuery(state({ function: 'techniek' }), lookups, NOW)).toBeNull()
    expect(buildVacancyQuery(state({ location: 'Landelijk' }), lookups, NOW)).toBeNull()
    expect(buildVacancyQuery(state({ search: '% _' }), lookups, NOW)).toBeNull()
  })

  it('searches every word, stemmed, the last one as a prefix', () => {
    expect(builtQuery({ search: 'Verpleegkundigen Utrecht' }).terms).toEqual([
      { word: 'verpleegkundigen', stem: 'verpleegkund', prefix: false },
      { word: 'utrecht', stem: 'utrecht', prefix: true },
    ])
  })

  it('filters by distance from a known place, and explains an unknown one', () => {
    expect(builtQuery({ near: 'utrecht', km: 10 }).near).toEqual({ lat: 52.0908, lon: 5.1222, km: 10 })
    expect(buildVacancyQuery(state({ near: 'Utrecth' }), lookups, NOW)).toEqual({
      unknownPlace: { name: 'Utrecth', suggestions: expect.arrayContaining(['Utrecht']) },
    })
  })
})

describe('isVacancyClosed', () => {
  it('is closed from validThrough on, open without one', () => {
    expect(isVacancyClosed({ validThrough: '2026-03-01T11:59:59.000Z' }, NOW)).toBe(true)
    expect(isVacancyClosed({ validThrough: '2026-03-01T12:00:00.000Z' }, NOW)).toBe(true)
    expect(isVacancyClosed({ validThrough: '2026-04-01T00:00:00.000Z' }, NOW)).toBe(false)
    expect(isVacancyClosed({ validThrough: null }, NOW)).toBe(false)
  })
})

describe('toFilterOptions', () => {
  it('keeps values with open vacancies, sorted in Dutch', () => {
    expect(
      toFilterOptions([
        { value: 'Utrecht', count: 1 },
        { value: "'s-Hertogenbosch", count: 2 },
        { value: 'Breda', count: 0 },
        { value: 'Den Haag', count: 4 },
      ]),
    ).toEqual([
      { value: 'Den Haag', count: 4 },
      { value: "'s-Hertogenbosch", count: 2 },
      { value: 'Utrecht', count: 1 },
    ])
  })
})

describe('includeSelectedOptions', () => {
  it('keeps a selected value that has no open vacancy as a choice with 0', () => {
    const options = {
      functions: [{ value: 'ICT', count: 3 }],
      sectors: [{ value: 'Techniek', count: 2 }],
      locations: [{ value: 'Utrecht', count: 1 }],
      salaries: [{ amount: 3000 as const, count: 4 }],
    }
    const result = includeSelectedOptions(
      options,
      state({ sector: 'Bouw & Infra', location: 'Utrecht', salaris: 2500 }),
    )
    expect(result.sectors).toEqual([
      { value: 'Bouw & Infra', count: 0 },
      { value: 'Techniek', count: 2 },
    ])
    expect(result.locations).toEqual(options.locations)
    expect(result.functions).toEqual(options.functions)
    expect(result.salaries).toEqual([
      { amount: 2500, count: 0 },
      { amount: 3000, count: 4 },
    ])
  })
})

describe('canonicaliseVacancyState', () => {
  const options = {
    functions: [{ value: 'ICT', count: 3 }],
    sectors: [{ value: 'Bouw & Infra', count: 2 }],
    locations: [{ value: "'s-Hertogenbosch", count: 1 }],
    salaries: [],
  }

  it('spells URL values as the options do: places normalised, any case', () => {
    expect(
      canonicaliseVacancyState(
        state({ location: 'den bosch', sector: 'bouw & infra', function: 'ict', search: 'x' }),
        options,
      ),
    ).toEqual(state({ location: "'s-Hertogenbosch", sector: 'Bouw & Infra', function: 'ICT', search: 'x' }))
  })

  it('keeps values that match no option', () => {
    expect(canonicaliseVacancyState(state({ sector: 'Onbekend', location: 'Tilburg / Breda' }), options)).toEqual(
      state({ sector: 'Onbekend', location: 'Tilburg / Breda' }),
    )
  })
})

describe('hasMadeUpVacancyFilter', () => {
  const known = {
    functions: [{ value: 'ICT', count: 3 }],
    sectors: [{ value: 'Techniek', count: 2 }],
    locations: [{ value: 'Utrecht', count: 1 }],
    salaries: [],
  }
  const groups = {
    sectors: [
      { id: 1, title: 'Techniek' },
      { id: 2, title: 'Horeca' },
    ],
    functions: [{ id: 3, title: 'ICT' }],
  }

  it('finds values nobody could have chosen', () => {
    for (const made of [
      { sector: 'Bestaatniet' },
      { function: 'Nope' },
      { location: 'Xyzstad' },
      { near: 'Nergenshuizen' },
    ])
      expect(hasMadeUpVacancyFilter(state(made), known, groups), JSON.stringify(made)).toBe(true)
  })

  it('accepts real values, those without vacancies today and places with a likely typo included', () => {
    for (const real of [
      {},
      { sector: 'Horeca' },
      { function: 'ICT' },
      { location: 'Zwolle' },
      { location: 'Utrecht' },
      { near: 'Utrecht' },
      { near: 'Utrech' },
    ])
      expect(hasMadeUpVacancyFilter(state(real), known, groups), JSON.stringify(real)).toBe(false)
  })
})
