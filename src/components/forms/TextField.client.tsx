'use client'

import { FieldError, FieldLabel, inputClassName } from './FieldError'
import { useEchoedValue, useFieldError, useFieldId } from './form-state.client'

type Props = {
  name: string
  label: string
  required?: boolean
  type?: 'text' | 'email' | 'tel' | 'number' | 'date'
  autoComplete?: string
  maxLength?: number
  /** Bounds of a number or date input. */
  min?: number | string
  max?: number | string
  /** The id of a <datalist> with suggestions (free text stays allowed). */
  list?: string
  /** Shown under the label and read with the field. */
  hint?: string
  /** The value before anything was typed, such as a choice carried in by a link. */
  initialValue?: string
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number
}

/** A labelled text input or textarea with its server error under it. */
export function TextField({
  name,
  label,
  required = false,
  type = 'text',
  autoComplete,
  maxLength,
  min,
  max,
  list,
  hint,
  initialValue,
  rows,
}: Props) {
  const id = useFieldId(name)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const hintId = `${id}-hint`
  const echoed = useEchoedValue(name)
  const shared = {
    id,
    name,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && hintId),
    className: inputClassName,
    defaultValue: echoed ?? initialValue,
  }
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <textarea rows={rows} {...shared} />
      ) : (
        <input
          type={type}
          inputMode={type === 'tel' ? 'tel' : type === 'number' ? 'numeric' : undefined}
          min={min}
          max={max}
          list={list}
          {...shared}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
