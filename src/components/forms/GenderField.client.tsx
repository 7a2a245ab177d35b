'use client'

import { nlFormLabels } from '@/i18n/browser'

import { FieldError } from './FieldError'
import { useEchoedValue, useFieldError, useFieldId } from './form-state.client'

const OPTIONS = [
  { value: 'm', label: nlFormLabels.male },
  { value: 'v', label: nlFormLabels.female },
] as const

/** The salutation as two radio options (m/v); its error is announced as an alert. */
export function GenderField({ name = 'gender' }: { name?: string }) {
  const id = useFieldId(name)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const echoed = useEchoedValue(name)
  return (
    <fieldset role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={describedBy()}>
      <legend className="mb-2 font-semibold">{nlFormLabels.gender}</legend>
      <div className="flex flex-wrap gap-6">
        {OPTIONS.map((option, index) => (
          <label key={option.value} className="inline-flex cursor-pointer items-center gap-2">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={echoed === option.value}
              className="h-5 w-5 accent-brand-purple"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} alert />
    </fieldset>
  )
}
