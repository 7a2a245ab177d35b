import type { Field, GroupField, TextareaField, Validate } from 'payload'
import { checkbox, number, select, text, textarea } from 'payload/shared'

import { isVacancyClosed } from '@/data/vacancy'
import { formatEuro, salaryUnitText } from '@/data/vacancy-facts'
import { nl } from '@/i18n/nl'
import {
  ADULT_MINIMUM_HOURLY_WAGE,
  SALARY_BOUNDS,
  salaryProblems,
  type SalaryInput,
  type SalaryProblem,
  type SalaryProblemField,
} from '@/pay/salary-rules'

const words = nl.pay

/** The part of the vacancy the salary rules read. */
type SalaryDocument = {
  published: boolean
  planned: boolean
  closed: boolean
  salary: SalaryInput
  intro: string | null
}

const property = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null && name in source ? Reflect.get(source, name) : undefined

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null)

/** Payload hands validation the whole document (as saved, with the change laid over it) untyped. */
function readSalaryDocument(data: unknown): SalaryDocument {
  const salary = property(data, 'salary')
  return {
    published: property(data, '_status') === 'published',
    planned: Boolean(property(data, 'publishOn')),
    closed: isVacancyClosed({ validThrough: textOrNull(property(data, 'validThrough')) }, new Date()),
    salary: {
      min: numberOrNull(property(salary, 'min')),
      max: numberOrNull(property(salary, 'max')),
      unit: textOrNull(property(salary, 'unit')),
      youthWage: property(salary, 'youthWage') === true,
      cao: textOrNull(property(salary, 'cao')),
      caoScale: textOrNull(property(salary, 'caoScale')),
    },
    intro: textOrNull(property(data, 'intro')),
  }
}

/** The editor's reason to publish under the rules, in Dutch. */
function describeSalaryProblem(problem: SalaryProblem): string {
  switch (problem.code) {
    case 'missing':
      return words.problems.missing
    case 'unitMissing':
      return words.problems.unitMissing
    case 'minAboveMax':
      return words.problems.minAboveMax
    case 'implausible': {
      const { lowest, highest } = SALARY_BOUNDS[problem.unit]
      return words.problems.implausible(
        formatEuro(problem.amount),
        salaryUnitText(problem.unit),
        formatEuro(lowest),
        formatEuro(highest),
      )
    }
    case 'belowMinimumWage':
      return words.problems.belowMinimumWage(formatEuro(problem.amount, true), formatEuro(ADULT_MINIMUM_HOURLY_WAGE))
    case 'vague':
      return words.problems.vague(problem.term)
  }
}

/**
 * A draft may lack a salary; publishing it, or planning to (src/cms/scheduled.ts), may not. The
 * planned job publishes through the same validation, so a plan is refused when it is made. A
 * closed vacancy is no longer advertised: closing one that predates the rules (or that the feed
 * closes for want of a salary) needs none.
 */
const mustStateSalary = (document: SalaryDocument): boolean =>
  (document.published || document.planned) && !document.closed

/** The field's own validation first, then the salary rules' verdict on this field. */
function salaryRule<TValue, TField extends object>(
  field: SalaryProblemField,
  own: Validate<TValue, unknown, unknown, TField>,
): Validate<TValue, unknown, unknown, TField> {
  return async (value, options) => {
    const verdict = await own(value, options)
    const document = readSalaryDocument(options.data)
    if (verdict !== true || !mustStateSalary(document)) return verdict
    const problem = salaryProblems(document.salary, document.intro)[field]
    return problem ? describeSalaryProblem(problem) : true
  }
}

/** The intro is the vacancy's summary on the site and in search results: no vague pay either. */
export const introRule: TextareaField['validate'] = salaryRule('intro', textarea)

export const salaryField: GroupField = {
  name: 'salary',
  type: 'group',
  label: words.fields.group,
  admin: { description: words.fields.groupDescription },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'min', type: 'number', label: words.fields.min, min: 0, validate: salaryRule('min', number) },
        { name: 'max', type: 'number', label: words.fields.max, min: 0, validate: salaryRule('max', number) },
        {
          name: 'unit',
          type: 'select',
          label: words.fields.unit,
          defaultValue: 'MONTH',
          options: (['HOUR', 'MONTH', 'YEAR'] as const).map((value) => ({ label: words.fields.units[value], value })),
          validate: salaryRule('unit', select),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'cao',
          type: 'text',
          label: words.fields.cao,
          admin: { description: words.fields.caoDescription },
          validate: salaryRule('cao', text),
        },
        {
          name: 'caoScale',
          type: 'text',
          label: words.fields.caoScale,
          admin: { description: words.fields.caoScaleDescription },
          validate: salaryRule('caoScale', text),
        },
      ],
    },
    {
      name: 'youthWage',
      type: 'checkbox',
      label: words.fields.youthWage,
      admin: { description: words.fields.youthWageDescription },
      validate: salaryRule('youthWage', checkbox),
    },
  ] satisfies Field[],
}
