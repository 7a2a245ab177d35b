'use client'

import { FieldError, FieldLabel, inputClassName } from './FieldError'
import { useEchoedValue, useFieldError, useFieldId } from './form-state.client'

type Props = {
  name: string
  label: string
  required?: boolean
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number
}

/** A labelled text input or textarea with its server error under it. */
export function TextField({ name, label, required = false, type = 'text', autoComplete, maxLength, rows }: Props) {
  const id = useFieldId(name)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const shared = {
    id,
    name,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(),
    className: inputClassName,
    defaultValue: useEchoedValue(name),
  }
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input type={type} inputMode={type === 'tel' ? 'tel' : undefined} {...shared} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
