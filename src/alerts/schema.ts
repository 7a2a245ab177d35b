import { z } from 'zod'

import { nl } from '@/i18n/nl'
import { MAX_LENGTH } from '@/ops/limits'

import { ALERT_FREQUENCIES } from './frequency'

const messages = nl.forms.errors

const frequency = z.enum(ALERT_FREQUENCIES, { error: nl.alerts.errors.frequency })

/** The sign-up form: an address, how often, and the overview's query it was sent from. */
export const alertSignupSchema = z.object({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? messages.required.email : messages.invalid) })
    .trim()
    .min(1, { error: messages.required.email })
    .max(MAX_LENGTH.email, { error: messages.tooLong(MAX_LENGTH.email) })
    .pipe(z.email({ error: messages.email })),
  frequency,
  // The list query is bounded and normalised again when it is read (alertStateOf).
  query: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z.string({ error: messages.invalid }).max(1000, { error: messages.invalid }),
  ),
})

export type AlertSignupInput = z.infer<typeof alertSignupSchema>

export const alertFrequencySchema = z.object({ frequency })
