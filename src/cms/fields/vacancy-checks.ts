import type { CollectionBeforeChangeHook, Field } from 'payload'

import { findGenderedTerms } from '@/content/neutral-titles'
import { nl } from '@/i18n/nl'
import { monthlySalaryCeiling } from '@/pay/monthly-salary'
import { hasPublishableSalary } from '@/pay/salary-rules'

const text = nl.pay

/** Set on every save, never by hand: stored so that the vacancy list can show and filter them. */
const flag = (name: 'titleNotNeutral' | 'salaryMissing'): Field => ({
  name,
  type: 'checkbox',
  label: text.flags[name],
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: text.flags.description,
    components: { Cell: '/cms/admin/FlagCell#FlagCell' },
  },
})

/** The warning under the title, the editor's reason to keep it, the list's two flags and the monthly salary. */
export const vacancyCheckFields: Field[] = [
  {
    name: 'neutralTitleNotice',
    type: 'ui',
    label: text.neutralTitle.warning,
    admin: {
      disableListColumn: true,
      components: { Field: '/cms/admin/NeutralTitleNotice#NeutralTitleNotice' },
    },
  },
  {
    name: 'neutralTitleDismissal',
    type: 'textarea',
    label: text.neutralTitle.dismissal,
    admin: {
      description: text.neutralTitle.dismissalDescription,
      disableListColumn: true,
      // Offered only while the title has a gendered word (or a reason was given before).
      condition: (data) =>
        findGenderedTerms(typeof data.title === 'string' ? data.title : '').length > 0 ||
        Boolean(data.neutralTitleDismissal),
    },
  },
  flag('titleNotNeutral'),
  flag('salaryMissing'),
  // The overview's 'Salaris vanaf' filter compares this; derived on every save, never edited.
  {
    name: 'salaryPerMonth',
    type: 'number',
    index: true,
    label: text.flags.salaryPerMonth,
    admin: { readOnly: true, position: 'sidebar', disableListColumn: true, disableListFilter: true },
  },
]

/** An update may carry only the changed fields, so the stored document fills in the rest. */
export const flagVacancyChecks: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const vacancy = { ...originalDoc, ...data }
  const dismissed = typeof vacancy.neutralTitleDismissal === 'string' && vacancy.neutralTitleDismissal.trim() !== ''
  return {
    ...data,
    titleNotNeutral: !dismissed && findGenderedTerms(vacancy.title).length > 0,
    salaryMissing: !hasPublishableSalary(vacancy.salary, vacancy.intro),
    salaryPerMonth: monthlySalaryCeiling(vacancy.salary),
  }
}
