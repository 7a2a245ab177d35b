'use client'

import { useId, useState } from 'react'

import { sanitiseCurrencyInput } from '@/forms/currency'

import { FieldError, FieldLabel, inputClassName } from './FieldError'
import { useFieldError } from './form-state.client'

type Props = { name: string; label: string; required?: boolean; defaultValue?: string }

/** An amount in euros: digits and one decimal comma, at most two decimals (SPEC 5). */
export function CurrencyInput({ name, label, required = false, defaultValue = '' }: Props) {
  const id = useId()
  const [value, setValue] = useState(() => sanitiseCurrencyInput(defaultValue))
  const { error, errorId, describedBy } = useFieldError(name, id)
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-muted">
          €
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(sanitiseCurrencyInput(event.currentTarget.value))}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy()}
          className={`${inputClassName} pl-9`}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
