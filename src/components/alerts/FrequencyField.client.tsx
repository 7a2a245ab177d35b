'use client'

import { useId } from 'react'

import { ALERT_FREQUENCIES } from '@/alerts/schema'
import { FieldError } from '@/components/forms/FieldError'
import { useEchoedValue, useFieldError } from '@/components/forms/form-state.client'
import { nl } from '@/i18n/nl'

const text = nl.alerts.form

/** 'Hoe vaak?': daily (the default) or weekly, with its server error under it. */
export function FrequencyField({ name = 'frequency' }: { name?: string }) {
  const id = useId()
  const { error, errorId, describedBy } = useFieldError(name, id)
  const chosen = useEchoedValue(name) === 'weekly' ? 'weekly' : 'daily'
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy()}>
      <legend className="mb-2 font-semibold">{text.frequency}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {ALERT_FREQUENCIES.map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={value === chosen}
              className="size-5 accent-brand-purple"
            />
            {text[value]}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
