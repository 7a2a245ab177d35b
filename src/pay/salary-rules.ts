/**
 * What a published vacancy must say about pay (Wet implementatie Richtlijn loontransparantie, the
 * Dutch implementation of EU directive 2023/970, in force from 1 January 2027): a concrete starting
 * salary or range, per hour, month or year, never a vague promise. Pure: the admin's validation,
 * the feed import and the vacancy list's 'Salaris ontbreekt' flag all ask this module.
 */
import { findVagueSalaryTerm } from './vague-salary-terms'

const SALARY_UNITS = ['HOUR', 'MONTH', 'YEAR'] as const
export type SalaryUnit = (typeof SALARY_UNITS)[number]

/**
 * The adult (21 and over) statutory minimum wage per hour, gross: € 14,71 from 1 January 2026
 * ('Regeling indexatie wettelijk minimumloon per 1 januari 2026', Ministerie van SZW, published on
 * rijksoverheid.nl). The amount for 1 January 2027 is set in the autumn before; update it here.
 */
export const ADULT_MINIMUM_HOURLY_WAGE = 14.71

/**
 * Plausible gross amounts per unit, to catch a slip (cents typed as euros, a yearly amount in the
 * month field) rather than to judge pay. The lowest is the statutory youth minimum wage of a
 * 15-year-old (30 % of the adult rate: € 4,41 an hour, about € 760 a month at 40 hours, € 9.900 a
 * year with holiday pay), rounded down; the highest lies far above any salary advertised here.
 */
export const SALARY_BOUNDS: Record<SalaryUnit, { lowest: number; highest: number }> = {
  HOUR: { lowest: 4.4, highest: 250 },
  MONTH: { lowest: 700, highest: 40_000 },
  YEAR: { lowest: 9_000, highest: 500_000 },
}

export type SalaryInput = {
  min?: number | null
  max?: number | null
  unit?: string | null
  youthWage?: boolean | null
  cao?: string | null
  caoScale?: string | null
}

/** The salary's fields (and the intro) a problem is reported at. */
export type SalaryProblemField = 'min' | 'max' | 'unit' | 'youthWage' | 'cao' | 'caoScale' | 'intro'

export type SalaryProblem =
  | { code: 'missing' }
  | { code: 'unitMissing' }
  | { code: 'minAboveMax' }
  | { code: 'implausible'; amount: number; unit: SalaryUnit }
  | { code: 'belowMinimumWage'; amount: number }
  | { code: 'vague'; term: string }

export type SalaryProblems = Partial<Record<SalaryProblemField, SalaryProblem>>

const isSalaryUnit = (value: unknown): value is SalaryUnit =>
  typeof value === 'string' && (SALARY_UNITS as readonly string[]).includes(value)

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function amountProblem(amount: unknown, unit: SalaryUnit): SalaryProblem | undefined {
  if (!isAmount(amount)) return undefined
  const { lowest, highest } = SALARY_BOUNDS[unit]
  return amount < lowest || amount > highest ? { code: 'implausible', amount, unit } : undefined
}

/**
 * Everything that keeps a vacancy's salary from being published, by the field to fix. A fixed
 * amount is a minimum without maximum (or both the same). Empty when it may be published.
 */
export function salaryProblems(salary: SalaryInput | null | undefined, intro?: string | null): SalaryProblems {
  const problems: SalaryProblems = {}
  const { min, max, unit } = salary ?? {}
  if (!isAmount(min)) problems.min = { code: 'missing' }
  if (!isSalaryUnit(unit)) problems.unit = { code: 'unitMissing' }
  else {
    const minProblem = amountProblem(min, unit)
    const maxProblem = amountProblem(max, unit)
    if (minProblem) problems.min = minProblem
    if (maxProblem) problems.max = maxProblem
    else if (isAmount(min) && isAmount(max) && max < min) problems.max = { code: 'minAboveMax' }
    if (unit === 'HOUR' && isAmount(min) && !minProblem && min < ADULT_MINIMUM_HOURLY_WAGE && !salary?.youthWage)
      problems.youthWage = { code: 'belowMinimumWage', amount: min }
  }
  for (const field of ['cao', 'caoScale'] as const) {
    const term = findVagueSalaryTerm(salary?.[field], 'salaryField')
    if (term) problems[field] = { code: 'vague', term }
  }
  const introTerm = findVagueSalaryTerm(intro, 'text')
  if (introTerm) problems.intro = { code: 'vague', term: introTerm }
  return problems
}

/**
 * True when the vacancy may be published as far as pay goes. Its opposite is what the list's
 * 'Salaris ontbreekt' flag and the view 'Vacatures zonder salaris' show, and what keeps a feed job
 * a draft: one verdict for all three.
 */
export function hasPublishableSalary(salary: SalaryInput | null | undefined, intro?: string | null): boolean {
  return Object.keys(salaryProblems(salary, intro)).length === 0
}
