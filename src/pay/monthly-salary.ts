/**
 * Salaries on one scale, gross per month, for the overview's 'Salaris vanaf' filter: an hourly
 * amount times 173,33 (40 hours × 52 weeks / 12 months), a yearly amount divided by 12,96 (twelve
 * months plus the statutory 8 % holiday pay, which Dutch yearly salaries include). No server
 * imports: the filter form in the browser offers the same choices.
 */
export const HOURS_PER_MONTH = (40 * 52) / 12
const MONTHS_PER_YEAR_WITH_HOLIDAY_PAY = 12.96

/** 'Salaris vanaf': the amounts offered, gross per month. */
export const SALARY_FROM_CHOICES = [2000, 2500, 3000, 3500, 4000, 5000] as const

export type SalaryFromChoice = (typeof SALARY_FROM_CHOICES)[number]

export function monthlyAmount(amount: number, unit: string | null | undefined): number {
  if (unit === 'HOUR') return amount * HOURS_PER_MONTH
  if (unit === 'YEAR') return amount / MONTHS_PER_YEAR_WITH_HOLIDAY_PAY
  return amount
}

/**
 * What a vacancy can pay a month at most (the top of its range, or its fixed amount), in whole
 * euros: 'Salaris vanaf 3.000' lists the vacancies that reach € 3.000. Null without an amount.
 */
export function monthlySalaryCeiling(
  salary: { min?: number | null; max?: number | null; unit?: string | null } | null | undefined,
): number | null {
  const top = salary?.max ?? salary?.min
  return typeof top === 'number' && Number.isFinite(top) ? Math.round(monthlyAmount(top, salary?.unit)) : null
}
