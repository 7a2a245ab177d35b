import Holidays from 'date-holidays'

import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'

type CalendarDate = { year: number; month: number; day: number }

/** The calendar date and wall-clock time of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): CalendarDate & { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone)
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/** Midnight of a calendar date in the zone (Dutch clocks never change at midnight). */
function startOfDay({ year, month, day }: CalendarDate, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day)
  const first = guess - offsetAt(new Date(guess), timeZone)
  return new Date(guess - offsetAt(new Date(first), timeZone))
}

/**
 * The days a Dutch employer gives off: the public holidays (Nieuwjaarsdag, Eerste en Tweede Paasdag,
 * Koningsdag, Hemelvaartsdag, Eerste en Tweede Pinksterdag, Eerste en Tweede Kerstdag), not Goede
 * Vrijdag. Bevrijdingsdag only in lustrum years (2025, 2030, ...), as most collective agreements do.
 */
const dutchHolidays = new Holidays('NL', { types: ['public'], timezone: SITE_TIME_ZONE })
dutchHolidays.setHoliday('05-05 every 5 years since 1945', { name: 'Bevrijdingsdag', type: 'public' })

const holidaysByYear = new Map<number, Set<string>>()

/** The holidays of a year as 'YYYY-MM-DD', computed once per year. */
function holidaysIn(year: number): Set<string> {
  let days = holidaysByYear.get(year)
  if (!days) {
    days = new Set(dutchHolidays.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)))
    holidaysByYear.set(year, days)
  }
  return days
}

/** Monday to Friday and not a Dutch public holiday; `date` is a calendar date at UTC midnight. */
function isWorkingDay(date: Date): boolean {
  if (date.getUTCDay() === 0 || date.getUTCDay() === 6) return false
  return !holidaysIn(date.getUTCFullYear()).has(date.toISOString().slice(0, 10))
}

/**
 * The moment before which an application was received more than `workingDays` working days
 * (Monday to Friday except Dutch public holidays) ago. Counted in whole days after the day it came
 * in, today included: one that arrived on a Monday is answered in time through the next Monday and
 * overdue from Tuesday.
 */
export function overdueBefore(now: Date, workingDays: number, timeZone: string = SITE_TIME_ZONE): Date {
  const today = wallClock(now, timeZone)
  // Calendar arithmetic on a UTC date: no clock changes in between.
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day))
  let counted = isWorkingDay(date) ? 1 : 0
  while (counted < workingDays + 1) {
    date.setUTCDate(date.getUTCDate() - 1)
    if (isWorkingDay(date)) counted += 1
  }
  return startOfDay({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }, timeZone)
}

/**
 * The calendar day (at UTC midnight) `workingDays` working days after the day of `now` in the
 * zone: the promise 'within one working day' made on a Friday evening or a public holiday is kept
 * on the next working day's end.
 */
export function workingDaysAfter(now: Date, workingDays: number, timeZone: string = SITE_TIME_ZONE): Date {
  const today = wallClock(now, timeZone)
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day))
  let counted = 0
  while (counted < workingDays) {
    date.setUTCDate(date.getUTCDate() + 1)
    if (isWorkingDay(date)) counted += 1
  }
  return date
}

/**
 * A calendar day (a date at UTC midnight or noon) in Dutch words: 'maandag 7 december', with
 * `withYear` 'maandag 7 december 2026'.
 */
export function formatDutchDay(day: Date, { withYear = false }: { withYear?: boolean } = {}): string {
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(day)
}

/** Today's calendar date in the zone, as 'YYYY-MM-DD' (the value of a date input). */
export function todayIn(now: Date, timeZone: string = SITE_TIME_ZONE): string {
  const today = wallClock(now, timeZone)
  return new Date(Date.UTC(today.year, today.month - 1, today.day)).toISOString().slice(0, 10)
}
