import { describe, expect, it } from 'vitest'

import { MAX_SAVED_VACANCIES, parseSavedIds, removeSavedId, toggleSavedId } from '@/components/saved/saved-vacancies'
import { formatSalaryRange } from '@/data/vacancy-facts'
import { findPlace } from '@/geo/gazetteer'
import { parseIdList, toSavedVacancy } from '@/page-data/saved-vacancies'

describe('saved vacancies in the browser', () => {
  it('reads only positive whole ids, once each, and survives junk', () => {
    expect(parseSavedIds('[3, 1, 3, -2, 0, 1.5, "4", null]')).toEqual([3, 1])
    expect(parseSavedIds('not json')).toEqual([])
    expect(parseSavedIds('{"a":1}')).toEqual([])
    expect(parseSavedIds(null)).toEqual([])
  })

  it('saves newest first, unsaves on a second press, removes one', () => {
    expect(toggleSavedId([1, 2], 3)).toEqual([3, 1, 2])
    expect(toggleSavedId([3, 1, 2], 1)).toEqual([3, 2])
    expect(removeSavedId([3, 1, 2], 2)).toEqual([3, 1])
  })

  it('keeps at most the limit', () => {
    const full = Array.from({ length: MAX_SAVED_VACANCIES }, (_, index) => index + 1)
    expect(toggleSavedId(full, 999)).toHaveLength(MAX_SAVED_VACANCIES)
    expect(toggleSavedId(full, 999)[0]).toBe(999)
  })
})

describe('the ids the saved page asks for', () => {
  it('are positive whole numbers in the given order, bounded', () => {
    expect(parseIdList('3,1,x,2,1,-4,0', 10)).toEqual([3, 1, 2])
    expect(parseIdList('1,2,3', 2)).toEqual([1, 2])
    expect(parseIdList(null, 10)).toEqual([])
  })
})

describe('a saved vacancy as its card shows it', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const doc = {
    id: 7,
    title: 'Verzorgende IG',
    uri: 'vacatures/verzorgende-ig-12',
    vacancyCompany: 'Wijkzorg Noorderlicht',
    vacancyLocation: 'Alphen aan de Rijn',
    vacancyLink: null,
    vacancyHours: '24-32 uur',
    datePosted: '2026-11-26T12:00:00Z',
    validThrough: '2027-01-31T12:00:00Z',
    salary: { min: 2800, max: 3400, unit: 'MONTH' as const },
    locationPoints: [{ name: 'Alphen aan den Rijn', province: 'Zuid-Holland', lat: 52.13, lon: 4.66 }],
  }

  it('has the facts to compare: salary, hours, the place in its Dutch spelling, posted, new, apply', () => {
    expect(toSavedVacancy(doc, now, null)).toMatchObject({
      path: '/vacatures/verzorgende-ig-12',
      location: 'Alphen aan den Rijn',
      salary: formatSalaryRange(doc.salary),
      hours: '24-32 uur',
      posted: { date: '2026-11-26T12:00:00Z' },
      isNew: true,
      distance: null,
      apply: { href: '/solliciteren?vacature=7', external: false },
    })
  })

  it('measures the distance from a known place to its nearest place', () => {
    const utrecht = findPlace('Utrecht')!
    expect(toSavedVacancy(doc, now, utrecht).distance).toMatch(/^\d+ km van Utrecht$/)
    expect(toSavedVacancy({ ...doc, locationPoints: [] }, now, utrecht).distance).toBeNull()
  })

  it('offers no application once closed, and the employer’s site for a vacancy published there', () => {
    expect(toSavedVacancy({ ...doc, validThrough: '2026-11-01T00:00:00Z' }, now, null)).toMatchObject({
      closed: true,
      apply: null,
    })
    expect(toSavedVacancy({ ...doc, vacancyLink: 'https://www.example.com/vacature' }, now, null).apply).toEqual({
      href: 'https://www.example.com/vacature',
      external: true,
    })
  })
})
