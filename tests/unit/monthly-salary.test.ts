import { describe, expect, it } from 'vitest'

import { parseListQuery, redundantListParams } from '@/lists/list-query'
import { activeFilterCount, buildVacanciesHref, EMPTY_VACANCY_STATE, parseVacancyHref } from '@/lists/vacancy-url'
import { HOURS_PER_MONTH, monthlyAmount, monthlySalaryCeiling } from '@/pay/monthly-salary'

describe('salaries per month', () => {
  it('converts hours at 40 a week and years with holiday pay', () => {
    expect(HOURS_PER_MONTH).toBeCloseTo(173.33, 2)
    expect(monthlyAmount(18.5, 'HOUR')).toBeCloseTo(3206.67, 2)
    expect(monthlyAmount(3200, 'MONTH')).toBe(3200)
    expect(monthlyAmount(51_840, 'YEAR')).toBeCloseTo(4000, 6)
  })

  it('takes the top of the range, or the fixed amount, in whole euros', () => {
    expect(monthlySalaryCeiling({ min: 3200, max: 4100, unit: 'MONTH' })).toBe(4100)
    expect(monthlySalaryCeiling({ min: 17.5, max: null, unit: 'HOUR' })).toBe(3033)
    expect(monthlySalaryCeiling({ min: 45_000, max: 60_000, unit: 'YEAR' })).toBe(4630)
    expect(monthlySalaryCeiling({ min: null, max: null, unit: 'MONTH' })).toBeNull()
    expect(monthlySalaryCeiling(null)).toBeNull()
  })
})

describe("the overview's 'Salaris vanaf' parameter", () => {
  it('reads only the amounts offered', () => {
    expect(parseListQuery(new URLSearchParams('salaris=3000')).salaris).toBe(3000)
    for (const value of ['2999', 'abc', '-3000', ''])
      expect(parseListQuery(new URLSearchParams(`salaris=${value}`)).salaris).toBeNull()
  })

  it('is written into the URL, counted as a filter, and dropped when empty as a form sends it', () => {
    const state = { ...EMPTY_VACANCY_STATE, salaris: 3500 as const }
    expect(buildVacanciesHref(state)).toBe('/vacatures?salaris=3500')
    expect(parseVacancyHref('/vacatures?salaris=3500&sort=nieuwste')).toMatchObject({ salaris: 3500 })
    expect(activeFilterCount(state)).toBe(1)
    expect(activeFilterCount(EMPTY_VACANCY_STATE)).toBe(0)
    expect(redundantListParams(new URLSearchParams('search=&salaris=&sort=relevantie'))).toEqual([
      'search',
      'sort',
      'salaris',
    ])
  })
})
