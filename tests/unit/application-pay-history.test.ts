import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { Applications } from '@/cms/collections/Submissions'
import { CONFIRM_FIELD } from '@/forms/applicant-actions'
import { UPLOAD_FIELDS } from '@/forms/handle'
import { applicationSchema } from '@/forms/schemas'
import { nl } from '@/i18n/nl'

/**
 * An applicant may not be asked what they earn or earned (Wet implementatie Richtlijn
 * loontransparantie, from 1 January 2027): no field name, label or hint of the application form
 * may ask for current or previous pay, or an 'indication' of it, and neither may the applicant's
 * own page (/mijn-sollicitatie). The e2e spec pay-transparency.spec.ts reads the rendered form too.
 */
const PAY_HISTORY =
  /salaris|loon|lonen|beloning|inkomen|verdien|verdiensten|brutoloon|salary|wage|\bpay\b|earning|compensation|income/i

/** Every text in a nested object of strings and string functions (called with a sample argument). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    // A sample that reads as a word and also serves where a text takes a list.
    const sample = Object.assign(['X'], { toString: () => 'X' })
    const result: unknown = value(sample, sample, sample, sample)
    return typeof result === 'string' ? [result] : []
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf)
  return []
}

/** Every field name and label of a Payload field tree, rows and groups included. */
function namesAndLabels(fields: Field[]): string[] {
  return fields.flatMap((field) => [
    ...('name' in field ? [field.name] : []),
    ...('label' in field && typeof field.label === 'string' ? [field.label] : []),
    ...('fields' in field ? namesAndLabels(field.fields) : []),
  ])
}

describe('the application form asks nothing about pay history', () => {
  it('accepts no field about pay: unknown fields are dropped', () => {
    const fields = Object.keys(applicationSchema.shape)
    expect(fields.filter((field) => PAY_HISTORY.test(field))).toEqual([])
    const parsed = applicationSchema.safeParse({
      firstName: 'Sanne',
      lastName: 'de Vries',
      emailAddress: 'sanne@example.nl',
      phoneNumber: '0612345678',
      huidigSalaris: '3200',
      currentSalary: '3200',
    })
    expect(parsed.success && Object.keys(parsed.data)).not.toContain('huidigSalaris')
    expect(parsed.success && Object.keys(parsed.data)).not.toContain('currentSalary')
  })

  it('shows no label, hint or message about pay', () => {
    const texts = [...textsOf(nl.forms), ...textsOf(nl.application)]
    expect(texts.length).toBeGreaterThan(20)
    expect(texts.filter((text) => PAY_HISTORY.test(text))).toEqual([])
  })

  it("asks nothing about pay on the applicant's own page either", () => {
    const texts = textsOf(nl.applicant)
    expect(texts.length).toBeGreaterThan(20)
    expect(texts.filter((text) => PAY_HISTORY.test(text))).toEqual([])
    const fields = ['token', CONFIRM_FIELD, ...UPLOAD_FIELDS]
    expect(fields.filter((field) => PAY_HISTORY.test(field))).toEqual([])
  })

  it('stores no field about pay with an application', () => {
    const stored = namesAndLabels(Applications.fields)
    expect(stored).toContain('Voornaam')
    expect(stored.filter((text) => PAY_HISTORY.test(text))).toEqual([])
  })

  it('recognises the questions it rules out', () => {
    for (const question of [
      'Huidig salaris',
      'Vorig salaris',
      'Salarisindicatie',
      'Laatst verdiende loon',
      'Current salary',
    ])
      expect(question).toMatch(PAY_HISTORY)
  })
})
