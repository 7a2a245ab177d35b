'use client'

import { FieldError } from './FieldError'
import { useEchoedValue, useFieldError, useFieldId } from './form-state.client'

/** An unticked checkbox sent as the integer 1 when ticked (SPEC 7: booleans as integers). */
export function ConsentField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const id = useFieldId(name)
  const hintId = `${id}-hint`
  const { error, errorId, describedBy } = useFieldError(name, id)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          value="1"
          defaultChecked={useEchoedValue(name) === '1'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId)}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-purple"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 pl-8 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
