import { describe, expect, it } from 'vitest'

import {
  daysSincePosted,
  formatCao,
  formatDistance,
  formatPostedAgo,
  formatSalaryRange as formatSalary,
  isNewVacancy,
} from '@/data/vacancy-facts'

const NOW = new Date('2026-03-10T10:00:00.000Z')

describe('vacancy facts', () => {
  it('formats a salary range in euros per unit, only when known', () => {
    const formatSalaryRange = (salary: Parameters<typeof formatSalary>[0]) =>
      formatSalary(salary)?.replace(/\s/g, ' ') ?? null
    expect(formatSalaryRange({ min: 3200, max: 4100, unit: 'MONTH' })).toBe('€ 3.200 – € 4.100 per maand')
    expect(formatSalaryRange({ min: 18.5, max: null, unit: 'HOUR' })).toBe('€ 18,50 per uur')
    expect(formatSalaryRange({ min: 4100, max: 3200, unit: 'YEAR' })).toBe('€ 3.200 – € 4.100 per jaar')
    expect(formatSalaryRange({ min: null, max: null, unit: 'MONTH' })).toBeNull()
    expect(formatSalaryRange(null)).toBeNull()
  })

  it('names the cao and its scale when the editor gave them', () => {
    expect(formatCao({ cao: 'cao VVT', caoScale: 'FWG 45' })).toBe('cao VVT, FWG 45')
    expect(formatCao({ cao: ' cao Metaal en Techniek ', caoScale: '' })).toBe('cao Metaal en Techniek')
    expect(formatCao({ cao: null, caoScale: null })).toBeNull()
    expect(formatCao(undefined)).toBeNull()
  })

  it('counts calendar days since posting and marks the first three days as new', () => {
    expect(daysSincePosted('2026-03-10T06:00:00.000Z', NOW)).toBe(0)
    // 23:30 on 9 March in Amsterdam: yesterday, though less than a day ago.
    expect(daysSincePosted('2026-03-09T22:30:00.000Z', NOW)).toBe(1)
    expect(daysSincePosted('2026-03-07T12:00:00.000Z', NOW)).toBe(3)
    expect(daysSincePosted(null, NOW)).toBeNull()
    expect([0, 1, 2, 3].map(isNewVacancy)).toEqual([true, true, true, false])
  })

  it('says how long ago in Dutch', () => {
    expect(formatPostedAgo(0)).toBe('Vandaag')
    expect(formatPostedAgo(1)).toBe('Gisteren')
    expect(formatPostedAgo(3)).toBe('3 dagen geleden')
  })

  it('rounds distances to whole kilometres', () => {
    expect(formatDistance(0.4)).toBe('< 1 km')
    expect(formatDistance(12.6)).toBe('13 km')
  })
})
