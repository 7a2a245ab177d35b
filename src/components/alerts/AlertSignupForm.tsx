import Link from 'next/link'

import { ALERT_PATHS } from '@/alerts/links'
import type { AlertFormFlash } from '@/alerts/respond'
import { ALERT_FREQUENCIES } from '@/alerts/schema'
import { FieldError, FieldLabel, inputClassName } from '@/components/forms/FieldError'
import { Honeypot } from '@/components/forms/Honeypot'
import { firstError, FORM_ERROR_KEY } from '@/forms/field-errors'
import { MAX_LENGTH } from '@/forms/limits'
import { nl } from '@/i18n/nl'

const text = nl.alerts.form

type Props = {
  /** The overview's normalised query of the search to follow ('' for all vacancies). */
  query: string
  /** That search in words. */
  search: string
  /** After a failed post without JavaScript: the errors and what was typed. */
  flash?: AlertFormFlash | null
  /** Heading level: a section of the overview (h2) or a page of its own (h1 elsewhere). */
  headingLevel?: 'h1' | 'h2'
}

/**
 * 'Ontvang deze vacatures per e-mail': a plain form that posts to the alert endpoint and works
 * without JavaScript (the endpoint answers with a redirect to the next page).
 */
export function AlertSignupForm({ query, search, flash, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const errors = flash?.errors ?? {}
  const emailError = firstError(errors, 'email')
  const frequencyError = firstError(errors, 'frequency')
  const formError = firstError(errors, FORM_ERROR_KEY)
  const frequency = flash?.frequency === 'weekly' ? 'weekly' : 'daily'
  return (
    <section aria-labelledby="vacature-alert-title" id="vacature-alert" className="rounded-2xl bg-tint p-6 sm:p-8">
      <Heading id="vacature-alert-title" className="text-[length:var(--text-h3)]">
        {text.title}
      </Heading>
      <p className="mt-2 text-muted">{text.intro(search)}</p>
      {formError || emailError || frequencyError ? (
        <p role="alert" className="mt-4 font-semibold text-danger">
          {formError ?? text.errorSummary}
        </p>
      ) : null}
      <form
        method="post"
        action={ALERT_PATHS.signup}
        aria-label={text.formLabel}
        className="relative mt-6 flex flex-col gap-5"
      >
        <input type="hidden" name="query" value={query} />
        <div>
          <FieldLabel htmlFor="vacature-alert-email" label={text.email} required />
          <input
            id="vacature-alert-email"
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
            defaultValue={flash?.email ?? ''}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'vacature-alert-email-error' : undefined}
            className={inputClassName}
          />
          <FieldError id="vacature-alert-email-error" message={emailError} />
        </div>
        <fieldset aria-describedby={frequencyError ? 'vacature-alert-frequency-error' : undefined}>
          <legend className="mb-2 font-semibold">{text.frequency}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ALERT_FREQUENCIES.map((value) => (
              <label key={value} className="inline-flex items-center gap-2">
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  defaultChecked={value === frequency}
                  className="size-5 accent-brand-purple"
                />
                {text[value]}
              </label>
            ))}
          </div>
          <FieldError id="vacature-alert-frequency-error" message={frequencyError} />
        </fieldset>
        <p className="text-sm text-muted">
          {text.consent}{' '}
          <Link href="/privacystatement" className="font-semibold text-brand-purple underline">
            {text.privacy}
          </Link>
          .
        </p>
        <Honeypot />
        <div>
          <button type="submit" className="btn btn-primary">
            {text.submit}
          </button>
        </div>
      </form>
    </section>
  )
}
