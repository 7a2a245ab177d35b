import Link from 'next/link'

import { ALERT_PATHS } from '@/alerts/links'
import type { AlertFormFlash } from '@/alerts/respond'
import { FormEchoProvider } from '@/components/forms/FormEchoProvider.client'
import { FrequencyField, SubmissionForm, TextField } from '@/components/forms/LazyFields.client'
import { nl } from '@/i18n/nl'
import { MAX_LENGTH } from '@/ops/limits'

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
 * 'Ontvang deze vacatures per e-mail', posted like the other forms: with JavaScript the errors
 * show in place and a success opens the 'check your mail' page; without it the endpoint answers
 * with a redirect to that page, or to the form's own page with the errors and what was typed.
 */
export function AlertSignupForm({ query, search, flash, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel
  const echo = flash ? { errors: flash.errors, values: { email: flash.email, frequency: flash.frequency } } : null
  const page = query ? `${ALERT_PATHS.form}?${new URLSearchParams({ zoekopdracht: query })}` : ALERT_PATHS.form
  return (
    <section aria-labelledby="vacature-alert-title" id="vacature-alert" className="rounded-2xl bg-tint p-6 sm:p-8">
      <Heading id="vacature-alert-title" className="text-[length:var(--text-h3)]">
        {text.title}
      </Heading>
      <p className="mt-2 mb-6 text-muted">{search === nl.alerts.search.all ? text.introAll : text.intro(search)}</p>
      <FormEchoProvider echo={echo}>
        <SubmissionForm
          endpoint={ALERT_PATHS.signup}
          page={page}
          redirectTo={ALERT_PATHS.requested}
          label={text.formLabel}
          submitLabel={text.submit}
        >
          <input type="hidden" name="query" value={query} />
          <TextField
            name="email"
            type="email"
            label={text.email}
            required
            autoComplete="email"
            maxLength={MAX_LENGTH.email}
          />
          <FrequencyField />
          <p className="text-sm text-muted">
            {text.consent}{' '}
            <Link href="/privacystatement" className="font-semibold text-brand-purple underline">
              {text.privacy}
            </Link>
            .
          </p>
        </SubmissionForm>
      </FormEchoProvider>
    </section>
  )
}
