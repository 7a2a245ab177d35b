'use client'

import type { Dispatch } from 'react'

import { formatEuro } from '@/data/vacancy-facts'
import { nlVacancyFilters } from '@/i18n/browser'
import type { OverviewAction } from '@/lists/vacancy-overview'
import { SALARY_FROM_CHOICES } from '@/pay/monthly-salary'
import type { SalaryOption } from '@/search/vacancy-options'

import { FilterSelect } from './FilterSelect'

type Props = {
  id: string
  value: number | null
  /** The amounts some vacancy matching the other filters reaches, with how many do. */
  options: SalaryOption[]
  act: Dispatch<OverviewAction>
  className: string
}

/**
 * 'Salaris vanaf' (gross per month): a select in the GET form, so it works without JavaScript as
 * the `salaris` parameter; with it, a choice applies at once, like the other selects. Each amount
 * says how many vacancies reach it with the other filters applied; one that none reaches is left out.
 */
export function SalaryFromSelect({ id, value, options, act, className }: Props) {
  return (
    <FilterSelect
      id={id}
      name="salaris"
      label={nlVacancyFilters.salaryFromLabel}
      value={value ?? ''}
      onChange={(event) => {
        const salaris = SALARY_FROM_CHOICES.find((choice) => String(choice) === event.target.value) ?? null
        act({ type: 'order', change: { salaris } })
      }}
      className={className}
    >
      <option value="">{nlVacancyFilters.salaryFromEmpty}</option>
      {options.map(({ amount, count }) => (
        <option key={amount} value={amount}>
          {nlVacancyFilters.salaryFromOption(formatEuro(amount), count)}
        </option>
      ))}
    </FilterSelect>
  )
}
