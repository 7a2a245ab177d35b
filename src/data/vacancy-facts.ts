/**
 * The facts a vacancy row and page show besides its title (hours, salary range, how recent, how
 * far): pure formatting with the platform's Dutch number and relative-time formats.
 */
import { DAY_MS } from '@/ops/days'
import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'
import type { Vacancy } from '@/payload-types'

/** A vacancy counts as new for this many days after it was posted. */
const NEW_FOR_DAYS = 3

type Salary = Pick<NonNullable<Vacancy['salary']>, 'min' | 'max' | 'unit'> | null | undefined

const SALARY_UNITS: Record<string, string> = { HOUR: 'per uur', MONTH: 'per maand', YEAR: 'per jaar' }

/** 'per uur', 'per maand', 'per jaar' (a month when the unit is unknown). */
export const salaryUnitText = (unit: string | null | undefined): string =>
  SALARY_UNITS[unit ?? 'MONTH'] ?? SALARY_UNITS.MONTH

/** '€ 3.200', '€ 18,50': whole euros without cents, else with two decimals. */
export function formatEuro(amount: number, withCents = !Number.isInteger(amount)): string {
  return new Intl.NumberFormat('nl-NL', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: withCents ? 2 : 0,
    maximumFractionDigits: withCents ? 2 : 0,
  }).format(amount)
}

/**
 * '€ 3.200 – € 4.100 per maand', '€ 18,50 per uur'; null when no amount is known. The feed writes
 * the range with a plain hyphen (`separator`), which every reader parses.
 */
export function formatSalaryRange(salary: Salary, separator = '–'): string | null {
  const amounts = [salary?.min, salary?.max].filter((value): value is number => typeof value === 'number')
  if (!amounts.length) return null
  const low = Math.min(...amounts)
  const high = Math.max(...amounts)
  const withCents = !amounts.every(Number.isInteger)
  const range =
    low === high
      ? formatEuro(low, withCents)
      : `${formatEuro(low, withCents)} ${separator} ${formatEuro(high, withCents)}`
  return `${range} ${salaryUnitText(salary?.unit)}`
}

/** The collective agreement and its scale, as the editor named them ('cao VVT, FWG 45'); null without. */
export function formatCao(salary: Pick<NonNullable<Vacancy['salary']>, 'cao' | 'caoScale'> | null | undefined) {
  const parts = [salary?.cao?.trim(), salary?.caoScale?.trim()].filter(Boolean)
  return parts.length ? parts.join(', ') : null
}

/** Whole calendar days (Amsterdam time) between the posting date and now. */
export function daysSincePosted(datePosted: string | null | undefined, now: Date): number | null {
  if (!datePosted) return null
  const posted = new Date(datePosted)
  if (Number.isNaN(posted.getTime())) return null
  const day = (date: Date) => {
    const [year, month, dayOfMonth] = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE })
      .format(date)
      .split('-')
      .map(Number)
    return Date.UTC(year, month - 1, dayOfMonth)
  }
  return Math.max(0, Math.round((day(now) - day(posted)) / DAY_MS))
}

/** 'Vandaag', 'Gisteren', '3 dagen geleden'. */
export function formatPostedAgo(days: number): string {
  const text = new Intl.RelativeTimeFormat('nl', { numeric: 'auto' }).format(-days, 'day')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function isNewVacancy(days: number | null): boolean {
  return days !== null && days < NEW_FOR_DAYS
}

/** '12 km', '< 1 km'. */
export function formatDistance(km: number): string {
  return km < 1 ? '< 1 km' : `${Math.round(km)} km`
}
