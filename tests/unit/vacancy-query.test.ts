import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  buildVacancyLookups,
  canonicaliseVacancyState,
  includeSelectedOptions,
  toFilterOptions,
} from '@/content/vacancy-options'
import { buildVacancyQuery, isVacancyClosed, VACANCY_SEARCH_FIELDS } from '@/content/vacancy-query'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/content/vacancy-url'

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

/** The conditions of a built query after the open-vacancy condition. */
function filterConditions(overrides: Partial<VacancyListState>): Where[] {
  const query = buildVacancyQuery(state(overrides), lookups, NOW)
  if (!query) throw new Error('expected a query')
  return (query.where.and as Where[]).slice(1)
}

describe('buildVacancyQuery', () => {
  it('always limits to published vacancies that are open at the given time', () => {
    const query = buildVacancyQuery(state(), lookups, NOW)
    expect(query?.where).toEqual({
      and: [
        {
          and: [
            { _status: { equals: 'published' } },
            {
              or: [{ validThrough: { exists: false } }, { validThrough: { greater_than: '2026-03-01T12:00:00.000Z' } }],
            },
          ],
        },
      ],
    })
  })

  it('pages by 12 at offset 12 × (page − 1), newest first with a stable tie-break', () => {
    expect(buildVacancyQuery(state(), lookups, NOW)).toMatchObject({
      limit: 12,
      page: 1,
      offset: 0,
      sort: ['-datePosted', '-id'],
    })
    expect(buildVacancyQuery(state({ page: 3 }), lookups, NOW)).toMatchObject({ limit: 12, page: 3, offset: 24 })
  })

  it('requires every selected filter at once: place, first sector and first function', () => {
    expect(filterConditions({ location: 'Utrecht', sector: 'Techniek', function: 'ICT' })).toEqual([
      { locationPlaces: { equals: 'Utrecht' } },
      { firstSectorGroup: { equals: 1 } },
      { firstFunctionGroup: { equals: 7 } },
    ])
  })

  it('matches the location by its normalised place name', () => {
    expect(filterConditions({ location: 'Den Bosch' })).toEqual([{ locationPlaces: { equals: "'s-Hertogenbosch" } }])
    expect(filterConditions({ location: 'regio utrecht' })).toEqual([{ locationPlaces: { equals: 'Utrecht' } }])
  })

  it('gives the empty result when a selected value matches nothing', () => {
    expect(buildVacancyQuery(state({ sector: 'Onbekend' }), lookups, NOW)).toBeNull()
    expect(buildVacancyQuery(state({ function: 'techniek' }), lookups, NOW)).toBeNull()
    expect(buildVacancyQuery(state({ location: 'Landelijk' }), lookups, NOW)).toBeNull()
  })

  it('searches the text as given, case-insensitively (contains), over title, company, category, location and content', () => {
    expect(filterConditions({ search: 'Monteur & co', sector: 'Bouw & Infra' })).toEqual([
      { firstSectorGroup: { equals: 2 } },
      { or: VACANCY_SEARCH_FIELDS.map((field) => ({ [field]: { contains: 'Monteur & co' } })) },
    ])
    expect(VACANCY_SEARCH_FIELDS).toEqual([
      'title',
      'vacancyCompany',
      'vacancyCategory',
      'vacancyLocation',
      'contentText',
    ])
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
    }
    const result = includeSelectedOptions(options, state({ sector: 'Bouw & Infra', location: 'Utrecht' }))
    expect(result.sectors).toEqual([
      { value: 'Bouw & Infra', count: 0 },
      { value: 'Techniek', count: 2 },
    ])
    expect(result.locations).toEqual(options.locations)
    expect(result.functions).toEqual(options.functions)
  })
})

describe('canonicaliseVacancyState', () => {
  const options = {
    functions: [{ value: 'ICT', count: 3 }],
    sectors: [{ value: 'Bouw & Infra', count: 2 }],
    locations: [{ value: "'s-Hertogenbosch", count: 1 }],
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
