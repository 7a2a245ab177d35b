'use client'

import { FieldError, FieldLabel, inputClassName } from './FieldError'
import { useEchoedValue, useFieldError, useFieldId } from './form-state.client'

type Props = {
  name: string
  label: string
  /** The empty first option ('Kies een sector'). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  required?: boolean
  /** The choice before the visitor made one, such as the sector a link carried in. */
  initialValue?: string
}

/** A labelled select with its server error under it; what was chosen comes back after an error. */
export function SelectField({ name, label, placeholder, options, required = false, initialValue }: Props) {
  const id = useFieldId(name)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const echoed = useEchoedValue(name)
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy()}
        className={inputClassName}
        defaultValue={echoed ?? initialValue ?? ''}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
