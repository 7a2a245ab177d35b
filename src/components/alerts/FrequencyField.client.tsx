'use client'

import { FieldError } from '@/components/forms/FieldError'
import { useEchoedValue, useFieldError, useFieldId } from '@/components/forms/form-state.client'
import { nlAlertForm } from '@/i18n/browser'

import { FrequencyOptions } from './FrequencyOptions'

const text = nlAlertForm

/** 'Hoe vaak?': daily (the default) or weekly, with its server error under it. */
export function FrequencyField({ name = 'frequency' }: { name?: string }) {
  const id = useFieldId(name)
  const { error, errorId, describedBy } = useFieldError(name, id)
  const chosen = useEchoedValue(name) === 'weekly' ? 'weekly' : 'daily'
  return (
    <fieldset id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy()}>
      <legend className="mb-2 font-semibold">{text.frequency}</legend>
      <FrequencyOptions name={name} chosen={chosen} />
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
