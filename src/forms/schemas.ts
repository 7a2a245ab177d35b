import { z } from 'zod'

import { findPlace } from '@/geo/gazetteer'
import { nl } from '@/i18n/nl'
import { MAX_HEADCOUNT, MAX_HOURS_PER_WEEK, MAX_LENGTH } from '@/ops/limits'

import { FORM_ERROR_KEY, type FieldErrors } from './field-errors'
import { normalisePhoneNumber } from './phone'
import { STAFFING_DURATIONS } from './staffing-status'
import { todayIn } from './working-days'

const messages = nl.forms.errors
type RequiredField = keyof typeof messages.required

/** Control characters never belong in a single-line field (they would also reach mail headers). */
const SINGLE_LINE = /^[^\p{Cc}]*$/u
/** Multi-line text keeps tabs and line breaks but no other control characters. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/

/**
 * Bidi controls (embeddings, overrides, isolates, the LRM/RLM marks) and zero-width characters:
 * invisible, and in a name they would reach the office's mail subject, where an override turns
 * the text after it around (U+202E before 'gnp.exe' shows 'exe.png'). Removed rather than refused: a keyboard
 * or a copied name can bring them without the visitor knowing.
 */
const INVISIBLE_FORMATTING = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g

/** The text without invisible formatting characters. */
const withoutInvisibleFormatting = (value: string) => value.replace(INVISIBLE_FORMATTING, '')

function text(field: RequiredField | null, max: number, pattern = SINGLE_LINE) {
  const required = field ? messages.required[field] : messages.invalid
  const base = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? required : messages.invalid),
  })
  // Single-line fields (names) end up in mail subjects; multi-line text is kept as written.
  return (pattern === SINGLE_LINE ? base.overwrite(withoutInvisibleFormatting) : base)
    .trim()
    .max(max, { error: messages.tooLong(max) })
    .regex(pattern, { error: messages.controlCharacters })
}

const requiredText = (field: RequiredField, max: number, pattern?: RegExp) =>
  text(field, max, pattern).min(1, { error: messages.required[field] })

/** Optional free text: absent, empty or a bounded string. */
const optionalText = (max: number, pattern = MULTI_LINE) =>
  z.preprocess((value) => (value === null || value === '' ? undefined : value), text(null, max, pattern).optional())

const email = (field: 'email' | 'emailAddress') =>
  requiredText(field, MAX_LENGTH.email).pipe(z.email({ error: messages.email }))

const phone = () =>
  requiredText('phoneNumber', MAX_LENGTH.phone).transform((value, context) => {
    const normalised = normalisePhoneNumber(value)
    if (normalised) return normalised
    context.addIssue({ code: 'custom', message: messages.phone })
    return z.NEVER
  })

/** Hidden field with the vacancy's id; anything but a positive integer means an open application. */
const vacancyId = z
  .unknown()
  .transform((value) => {
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
    return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined
  })
  .optional()

const TRUE_VALUES = new Set(['1', 'true', 'on'])
const FALSE_VALUES = new Set(['0', 'false', 'off', ''])

/** A checkbox sent as an integer ('1'/'0'), a word, or a JSON boolean; unticked when absent. */
const checkbox = z
  .unknown()
  .transform((value, context) => {
    if (value === null || value === false || value === 0) return false
    if (value === true || value === 1) return true
    if (typeof value === 'string' && TRUE_VALUES.has(value.trim().toLowerCase())) return true
    if (typeof value === 'string' && FALSE_VALUES.has(value.trim().toLowerCase())) return false
    context.addIssue({ code: 'custom', message: messages.invalid })
    return z.NEVER
  })
  .optional()

const gender = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(['m', 'v'], { error: messages.gender }).optional(),
)

export const contactSchema = z.object({
  name: requiredText('name', MAX_LENGTH.name),
  phoneNumber: phone(),
  email: email('email'),
  message: requiredText('message', MAX_LENGTH.message, MULTI_LINE),
})

export const businessContactSchema = contactSchema.extend({
  businessName: requiredText('businessName', MAX_LENGTH.businessName),
})

export const applicationSchema = z.object({
  gender,
  firstName: requiredText('firstName', MAX_LENGTH.name),
  lastName: requiredText('lastName', MAX_LENGTH.name),
  emailAddress: email('emailAddress'),
  phoneNumber: phone(),
  message: optionalText(MAX_LENGTH.message),
  vacancyId,
  consent: checkbox,
})

const staffingText = nl.employers.errors

/** A required value of a select, date or number field: its own message when absent or empty. */
const present = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, { error: message }),
  )

const singleLine = (max: number) =>
  z
    .string()
    .max(max, { error: messages.tooLong(max) })
    .regex(SINGLE_LINE, { error: messages.controlCharacters })

/** A whole number typed in a form, from 1 up to `max`. */
const wholeNumber = (message: string, max: number, range: string) =>
  present(message).transform((value, context) => {
    const number = /^[0-9]{1,6}$/.test(value) ? Number(value) : NaN
    if (number >= 1 && number <= max) return number
    context.addIssue({ code: 'custom', message: /^0+$/.test(value) ? message : range })
    return z.NEVER
  })

/** Longest planning horizon of a start date, in days: further ahead is a typing error. */
const MAX_START_DAYS_AHEAD = 2 * 365

/** A date input's 'YYYY-MM-DD', today or later in the site's time zone, within two years. */
const startDate = present(staffingText.startDate).superRefine((value, context) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    context.addIssue({ code: 'custom', message: staffingText.startDateInvalid })
    return
  }
  const today = todayIn(new Date())
  if (value < today) context.addIssue({ code: 'custom', message: staffingText.startDatePast })
  const latest = new Date(new Date(`${today}T00:00:00Z`).getTime() + MAX_START_DAYS_AHEAD * 86_400_000)
  if (date > latest) context.addIssue({ code: 'custom', message: staffingText.startDateFar })
})

/** A place of the gazetteer, stored in its canonical spelling ('den bosch' → "'s-Hertogenbosch"). */
const place = present(staffingText.place)
  .pipe(singleLine(MAX_LENGTH.place))
  .transform((value, context) => {
    const found = findPlace(value)
    if (found) return found.name
    context.addIssue({ code: 'custom', message: staffingText.placeUnknown })
    return z.NEVER
  })

/**
 * 'Personeel aanvragen'. The sector arrives as its name (the overview's and the label page's link
 * use names too); the store resolves it to a sector and refuses an unknown one.
 */
export const staffingRequestSchema = z.object({
  role: present(staffingText.role).pipe(singleLine(MAX_LENGTH.role)),
  headcount: wholeNumber(staffingText.headcount, MAX_HEADCOUNT, staffingText.headcountRange(MAX_HEADCOUNT)),
  startDate,
  duration: z.enum(STAFFING_DURATIONS, { error: staffingText.duration }),
  hoursPerWeek: wholeNumber(staffingText.hoursPerWeek, MAX_HOURS_PER_WEEK, staffingText.hoursRange(MAX_HOURS_PER_WEEK)),
  place,
  sector: present(staffingText.sector).pipe(singleLine(MAX_LENGTH.name)),
  requirements: optionalText(MAX_LENGTH.requirements),
  name: requiredText('name', MAX_LENGTH.name),
  businessName: requiredText('businessName', MAX_LENGTH.businessName),
  email: email('email'),
  phoneNumber: phone(),
  remark: optionalText(MAX_LENGTH.remark),
})

export type StaffingRequestInput = z.infer<typeof staffingRequestSchema>

export type ContactInput = z.infer<typeof contactSchema>
export type BusinessContactInput = z.infer<typeof businessContactSchema>
/** 'Vraag je link opnieuw aan': only the address. */
export const linkRequestSchema = z.object({ email: email('email') })

/** 'E-mail sturen' in the admin: a subject (a mail header: one line) and the text. */
export const recruiterMailSchema = z.object({
  subject: requiredText('subject', MAX_LENGTH.subject),
  body: requiredText('body', MAX_LENGTH.recruiterMail, MULTI_LINE),
})

/** A recruiter's note on an application's timeline. */
export const noteSchema = z.object({ body: requiredText('note', MAX_LENGTH.message, MULTI_LINE) })

export type ApplicationInput = z.infer<typeof applicationSchema>

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors }

/** Validates a parsed body; unknown fields are dropped, errors grouped per field. */
export function validateFields<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, unknown>,
): Validation<z.infer<Schema>> {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : FORM_ERROR_KEY
    const list = (errors[field] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return { ok: false, errors }
}
