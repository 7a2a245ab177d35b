/**
 * The salary rules' verdict as short Dutch reasons, for the view 'Vacatures zonder salaris' and
 * its dashboard count: the same problems that refuse a publication (salary-rules.ts), in a line.
 */
import { formatEuro, salaryUnitText } from '@/data/vacancy-facts'
import { nl } from '@/i18n/nl'

import { salaryProblems, type SalaryInput, type SalaryProblem } from './salary-rules'

const text = nl.pay.reasons

function reasonOf(problem: SalaryProblem): string {
  switch (problem.code) {
    case 'missing':
      return text.missing
    case 'unitMissing':
      return text.unitMissing
    case 'minAboveMax':
      return text.minAboveMax
    case 'implausible':
      return text.implausible(formatEuro(problem.amount), salaryUnitText(problem.unit))
    case 'belowMinimumWage':
      return text.belowMinimumWage(formatEuro(problem.amount, true))
    case 'vague':
      return text.vague(problem.term)
  }
}

/** Each distinct reason once ('Geen salaris' says enough without a unit too); empty when publishable. */
export function missingSalaryReasons(salary: SalaryInput | null | undefined, intro?: string | null): string[] {
  const problems = salaryProblems(salary, intro)
  const shown = Object.values(problems).filter(
    (problem) => !(problem.code === 'unitMissing' && problems.min?.code === 'missing'),
  )
  return [...new Set(shown.map(reasonOf))]
}
