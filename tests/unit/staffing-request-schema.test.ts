import { describe, expect, it } from 'vitest'

import { staffingRequestSchema, validateFields } from '@/forms/schemas'
import { todayIn } from '@/forms/working-days'
import { nl } from '@/i18n/nl'

const errors = nl.employers.errors
const DAY_MS = 24 * 60 * 60 * 1000

const request = {
  role: 'Planner',
  headcount: ' 2 ',
  startDate: todayIn(new Date()),
  duration: 'permanent',
  hoursPerWeek: '32',
  place: 'Utrecht e.o.',
  sector: 'Logistiek',
  name: 'Fatma Yilmaz',
  businessName: 'Noordhaven Logistics',
  email: 'fatma@example.nl',
  phoneNumber: '010 234 5678',
}

describe('the staffing request’s fields', () => {
  it('takes today as start date, numbers with spaces around them and a place in everyday words', () => {
    const result = validateFields(staffingRequestSchema, request)
    expect(result.ok && result.data).toMatchObject({ headcount: 2, hoursPerWeek: 32, place: 'Utrecht' })
  })

  it('leaves the optional requirements and remark out when they are empty', () => {
    const result = validateFields(staffingRequestSchema, { ...request, requirements: '', remark: '' })
    expect(result.ok && result.data.remark).toBeUndefined()
  })

  it.each([
    ['a fraction of a person', { headcount: '1.5' }, 'headcount', errors.headcountRange(500)],
    ['a negative number', { hoursPerWeek: '-8' }, 'hoursPerWeek', errors.hoursRange(60)],
    ['yesterday', { startDate: todayIn(new Date(Date.now() - DAY_MS)) }, 'startDate', errors.startDatePast],
    [
      'three years ahead',
      { startDate: todayIn(new Date(Date.now() + 3 * 365 * DAY_MS)) },
      'startDate',
      errors.startDateFar,
    ],
    ['a Dutch date', { startDate: '01-03-2027' }, 'startDate', errors.startDateInvalid],
    ['a province instead of a place', { place: 'Zuid-Holland' }, 'place', errors.placeUnknown],
    ['a role over two lines', { role: 'Planner\nen chauffeur' }, 'role', nl.forms.errors.controlCharacters],
  ])('refuses %s', (_, change, field, message) => {
    const result = validateFields(staffingRequestSchema, { ...request, ...change })
    expect(result.ok ? null : result.errors[field]).toEqual([message])
  })
})
