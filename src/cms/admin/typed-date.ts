import { isValid, parse } from 'date-fns'
import { nl } from 'date-fns/locale/nl'

import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'

/** Dates as the Dutch write them: 22 november 2026, 14:59. */
export const ADMIN_DATE_FORMAT = 'd MMMM yyyy, HH:mm'
export const DAY_FORMAT = 'd MMMM yyyy'

const TYPED_DAY_FORMATS = ['d MMMM yyyy', 'd MMM yyyy', 'd-M-yyyy', 'd/M/yyyy', 'yyyy-MM-dd']

/**
 * How editors type a moment besides the shown form: 25 november 2026 om 21:57, 25 nov. 2026 21:57,
 * 25-11-2026 21:57, 25/11/2026 21:57, 2026-11-25 21:57 (with or without 'om' or a comma).
 */
export const TYPED_TIME_FORMATS = TYPED_DAY_FORMATS.flatMap((day) => [
  `${day} 'om' HH:mm`,
  `${day} HH:mm`,
  `${day}, HH:mm`,
])

/** A wall-clock moment in the site's time zone, as the editor means it. */
type WallTime = { year: number; month: number; day: number; hour: number; minute: number }

const zoneParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** The site's wall clock at an instant. */
function wallTimeAt(instant: number): WallTime {
  const part = Object.fromEntries(
    zoneParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)] as const),
  )
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute! }
}

const asUtc = ({ year, month, day, hour, minute }: WallTime) => Date.UTC(year, month - 1, day, hour, minute)

/**
 * The instant at which the site's clock shows `wall`. The zone's offset is read at a first guess
 * and once more at the result, which settles it across a change to or from summer time.
 */
function instantOf(wall: WallTime): Date {
  const target = asUtc(wall)
  let instant = target
  for (let step = 0; step < 2; step++) instant = target - (asUtc(wallTimeAt(instant)) - instant)
  return new Date(instant)
}

/**
 * A day-only field keeps noon UTC of the day, as Payload's own picker stores it; a moment is the
 * wall-clock time in the site's zone.
 */
const toValue = (wall: WallTime, dayOnly: boolean): Date =>
  dayOnly ? new Date(Date.UTC(wall.year, wall.month - 1, wall.day, 12)) : instantOf(wall)

const RELATIVE_DAYS: Record<string, number> = { gisteren: -1, vandaag: 0, morgen: 1, overmorgen: 2 }

/**
 * 'morgen om 9 uur', 'overmorgen', 'vandaag om 17:00', 'morgen 9.30', 'vandaag om 8 uur 's avonds':
 * a day said relative to today and an optional time; without a time, the start of that day.
 */
const RELATIVE =
  /^(gisteren|vandaag|morgen|overmorgen)(?:,?\s+(?:om\s+)?(\d{1,2})(?:[:.](\d{2}))?(?:\s*uur)?(?:\s+['\u2019]s\s*(ochtends|morgens|middags|avonds))?)?$/

function readRelative(text: string, now: Date): WallTime | null {
  const match = RELATIVE.exec(text)
  if (!match) return null
  const [, word, hourText, minuteText, partOfDay] = match
  let hour = hourText === undefined ? 0 : Number(hourText)
  const minute = minuteText === undefined ? 0 : Number(minuteText)
  if ((partOfDay === 'middags' || partOfDay === 'avonds') && hour < 12) hour += 12
  if (hour > 23 || minute > 59) return null
  const today = wallTimeAt(now.getTime())
  // Counting days on the calendar at noon UTC never crosses a day boundary by an hour's shift.
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + RELATIVE_DAYS[word!]!, 12))
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute }
}

/** The written forms: the one the field shows and those in TYPED_TIME_FORMATS (a day alone too). */
const WRITTEN_FORMATS = [ADMIN_DATE_FORMAT, ...TYPED_TIME_FORMATS, ...TYPED_DAY_FORMATS]

function readWritten(text: string, now: Date): WallTime | null {
  for (const format of WRITTEN_FORMATS) {
    // date-fns reads the figures into a local Date; only those figures are used, never its zone.
    const date = parse(text, format, now, { locale: nl })
    if (isValid(date))
      return {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
      }
  }
  return null
}

/**
 * What a typed text means in a date field of the admin, or null when it is not a date it can read:
 * the written forms and a day relative to today ('morgen om 9 uur'), in Dutch time.
 */
export function readTypedDate(input: string, now: Date, { dayOnly = false } = {}): Date | null {
  const text = input.trim().replace(/\s+/g, ' ')
  if (!text) return null
  const wall = readRelative(text.toLowerCase(), now) ?? readWritten(text, now)
  return wall ? toValue(wall, dayOnly) : null
}
