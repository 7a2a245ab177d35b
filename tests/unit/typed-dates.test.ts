import { describe, expect, it } from 'vitest'

import { readTypedDate } from '@/cms/admin/typed-date'

/** The moment as the site's clock shows it, to compare without caring for the machine's zone. */
const dutch = (date: Date | null) =>
  date &&
  new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date)

// A Saturday evening in winter, Dutch time (UTC+1).
const NOW = new Date('2026-11-28T19:30:00Z')

describe('a moment typed the ways the Dutch write it', () => {
  it.each([
    '28 november 2026 om 15:30',
    '28 november 2026 15:30',
    '28 November 2026, 15:30',
    '28 nov. 2026 15:30',
    '28-11-2026 15:30',
    '28/11/2026 15:30',
    '28/11/2026, 15:30',
    '2026-11-28 15:30',
    '  28-11-2026   15:30 ',
  ])('reads %s in Dutch time', (text) => {
    expect(readTypedDate(text, NOW)?.toISOString()).toBe('2026-11-28T14:30:00.000Z')
  })

  it('reads a single-digit hour', () => {
    expect(dutch(readTypedDate('28-11-2026 9:05', NOW))).toBe('28-11-2026, 09:05')
  })

  it('reads a day alone as its start', () => {
    expect(dutch(readTypedDate('3 december 2026', NOW))).toBe('03-12-2026, 00:00')
  })
})

describe('a day said relative to today', () => {
  it.each([
    ['morgen om 9 uur', '29-11-2026, 09:00'],
    ['Morgen om 9 uur', '29-11-2026, 09:00'],
    ['morgen 9:30', '29-11-2026, 09:30'],
    ['morgen om 9.30 uur', '29-11-2026, 09:30'],
    ['overmorgen', '30-11-2026, 00:00'],
    ['overmorgen om 14:00', '30-11-2026, 14:00'],
    ['vandaag om 17:00', '28-11-2026, 17:00'],
    ['vandaag om 8 uur \u2019s avonds', '28-11-2026, 20:00'],
    ["vandaag om 8 uur 's avonds", '28-11-2026, 20:00'],
    ['gisteren om 23:59', '27-11-2026, 23:59'],
  ])('reads %s', (text, expected) => {
    expect(dutch(readTypedDate(text, NOW))).toBe(expected)
  })

  it("counts from today on the Dutch calendar, not the machine's", () => {
    // 23:30 UTC on 28 November is already 29 November in the Netherlands.
    const lateEvening = new Date('2026-11-28T23:30:00Z')
    expect(dutch(readTypedDate('morgen om 9 uur', lateEvening))).toBe('30-11-2026, 09:00')
    expect(dutch(readTypedDate('vandaag om 17:00', lateEvening))).toBe('29-11-2026, 17:00')
  })

  it('keeps the Dutch hour across the change to summer time', () => {
    // Saturday 28 March 2027 in winter time; the clocks go forward that night.
    const saturday = new Date('2027-03-27T10:00:00Z')
    expect(readTypedDate('morgen om 9 uur', saturday)?.toISOString()).toBe('2027-03-28T07:00:00.000Z')
    expect(readTypedDate('vandaag om 9 uur', saturday)?.toISOString()).toBe('2027-03-27T08:00:00.000Z')
  })

  it('keeps noon UTC of the day in a day-only field, as Payload stores a day', () => {
    expect(readTypedDate('morgen', NOW, { dayOnly: true })?.toISOString()).toBe('2026-11-29T12:00:00.000Z')
    expect(readTypedDate('5-1-2027', NOW, { dayOnly: true })?.toISOString()).toBe('2027-01-05T12:00:00.000Z')
  })
})

describe('a text that is no date', () => {
  it.each([
    '',
    '   ',
    'morgenochtend vroeg',
    'morgen om 25 uur',
    'morgen om 9:75',
    '31-02-2026 10:00',
    'volgende week',
    'abc',
  ])('is not read: %j', (text) => {
    expect(readTypedDate(text, NOW)).toBeNull()
  })
})
