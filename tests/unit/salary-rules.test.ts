import { describe, expect, it } from 'vitest'

import { ADULT_MINIMUM_HOURLY_WAGE, hasPublishableSalary, salaryProblems } from '@/pay/salary-rules'
import { findVagueSalaryTerm } from '@/pay/vague-salary-terms'

describe('salary rules for publishing', () => {
  it('accepts a range, a fixed amount and the same amount twice', () => {
    expect(salaryProblems({ min: 3200, max: 4100, unit: 'MONTH' })).toEqual({})
    expect(salaryProblems({ min: 3200, max: null, unit: 'MONTH' })).toEqual({})
    expect(salaryProblems({ min: 52_000, max: 52_000, unit: 'YEAR' })).toEqual({})
    expect(salaryProblems({ min: ADULT_MINIMUM_HOURLY_WAGE, unit: 'HOUR' })).toEqual({})
  })

  it('asks for an amount and a unit', () => {
    expect(salaryProblems(null)).toEqual({ min: { code: 'missing' }, unit: { code: 'unitMissing' } })
    expect(salaryProblems({ max: 4000, unit: 'MONTH' })).toEqual({ min: { code: 'missing' } })
    expect(hasPublishableSalary({ min: 3000, unit: 'MONTH' })).toBe(true)
    expect(hasPublishableSalary({ min: null, max: 3000, unit: 'MONTH' })).toBe(false)
    expect(hasPublishableSalary({ min: 4100, max: 3200, unit: 'MONTH' })).toBe(false)
    expect(hasPublishableSalary({ min: 3000, unit: 'MONTH' }, 'Een marktconform salaris.')).toBe(false)
  })

  it('refuses a minimum above the maximum', () => {
    expect(salaryProblems({ min: 4100, max: 3200, unit: 'MONTH' })).toEqual({ max: { code: 'minAboveMax' } })
  })

  it('refuses amounts that do not fit their unit', () => {
    expect(salaryProblems({ min: 45_000, unit: 'MONTH' }).min).toEqual({
      code: 'implausible',
      amount: 45_000,
      unit: 'MONTH',
    })
    expect(salaryProblems({ min: 3200, unit: 'YEAR' }).min?.code).toBe('implausible')
    expect(salaryProblems({ min: 15, max: 1800, unit: 'HOUR' }).max?.code).toBe('implausible')
  })

  it('asks to confirm a youth wage below the adult minimum hourly wage', () => {
    expect(salaryProblems({ min: 8.83, max: 11.77, unit: 'HOUR' })).toEqual({
      youthWage: { code: 'belowMinimumWage', amount: 8.83 },
    })
    expect(salaryProblems({ min: 8.83, max: 11.77, unit: 'HOUR', youthWage: true })).toEqual({})
  })

  it('refuses vague pay in the cao fields and the intro', () => {
    expect(
      salaryProblems({ min: 3000, unit: 'MONTH', cao: 'marktconform', caoScale: 'n.o.t.k.' }, 'Salaris in overleg.'),
    ).toEqual({
      cao: { code: 'vague', term: 'marktconform' },
      caoScale: { code: 'vague', term: 'n.o.t.k.' },
      intro: { code: 'vague', term: 'in overleg' },
    })
  })
})

describe('vague pay terms', () => {
  it('finds the terms that promise pay without naming it', () => {
    expect(findVagueSalaryTerm('Een marktconform salaris', 'text')).toBe('marktconform')
    expect(findVagueSalaryTerm('Markt-conforme beloning', 'text')).toBe('marktconform')
    expect(findVagueSalaryTerm('Wij bieden een competitief salaris', 'text')).toBe('competitief')
    expect(findVagueSalaryTerm('Salaris: n.o.t.k.', 'text')).toBe('n.o.t.k.')
    expect(findVagueSalaryTerm('NOTK', 'salaryField')).toBe('n.o.t.k.')
    expect(findVagueSalaryTerm('Je salaris is in overleg te bepalen', 'text')).toBe('in overleg')
    expect(findVagueSalaryTerm('in overleg', 'salaryField')).toBe('in overleg')
  })

  it('lets running text use the ambiguous words for other things than pay', () => {
    expect(findVagueSalaryTerm('Je plant je diensten in overleg met het team.', 'text')).toBeNull()
    expect(findVagueSalaryTerm('Thuiswerken is bespreekbaar. Het salaris is € 3.000.', 'text')).toBeNull()
    expect(findVagueSalaryTerm('Cao Metaal en Techniek', 'salaryField')).toBeNull()
    expect(findVagueSalaryTerm(null, 'text')).toBeNull()
  })
})
