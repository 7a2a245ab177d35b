'use client'

import { useId } from 'react'

import { FieldError } from '@/components/forms/FieldError'
import { useEchoedValue, useFieldError } from '@/components/forms/form-state.client'
import { nlAlertForm } from '@/i18n/nl'

import { FrequencyOptions } from './FrequencyOptions'

const text = nlAlertForm

/** 'Hoe vaak?': daily (the default) or weekly, with its server error under it. */
export function FrequencyField({ name = 'frequency' }: { name?: string }) {
  const id = useId()
  const { error, errorId, describedBy } = useFieldError(name, id)
  const chosen = useEchoedValue(name) === 'weekly' ? 'weekly' : 'daily'
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy()}>
      <legend className="mb-2 font-semibold">{text.frequency}</legend>
      <FrequencyOptions name={name} chosen={chosen} />
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
