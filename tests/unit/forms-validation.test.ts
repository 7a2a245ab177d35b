import { describe, expect, it } from 'vitest'

import { normalisePhoneNumber } from '@/forms/phone'
import { applicationSchema, businessContactSchema, contactSchema, validateFields } from '@/forms/schemas'
import { nl } from '@/i18n/nl'

const errors = nl.forms.errors
const contact = { name: 'Piet Bakker', phoneNumber: '0612345678', email: 'piet@example.nl', message: 'Hallo' }
const application = {
  firstName: 'Anna',
  lastName: 'de Boer',
  emailAddress: 'anna@example.nl',
  phoneNumber: '06-12345678',
}

describe('normalisePhoneNumber', () => {
  it.each([
    ['0612345678', '+31 6 12345678'],
    ['06-12 34 56 78', '+31 6 12345678'],
    ['010-1234567', '+31 10 123 4567'],
    ['+31 (0)20 1234567', '+31 20 123 4567'],
    ['+31 20 123 4567', '+31 20 123 4567'],
    ['0031 20 123 4567', '+31 20 123 4567'],
    ['+32 470 12 34 56', '+32 470 12 34 56'],
    ['+49 30 12345678', '+49 30 12345678'],
    ['12', null],
    ['06123', null],
    ['0612345678; DROP TABLE', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected)
  })
})

describe('contact schemas', () => {
  it('accepts a complete message, trims it and drops unknown fields', () => {
    const result = validateFields(contactSchema, {
      ...contact,
      name: '  Piet Bakker ',
      role: 'admin',
      status: 'closed',
    })
    expect(result).toEqual({ ok: true, data: { ...contact, phoneNumber: '+31 6 12345678' } })
  })

  it('names every missing field with its own message', () => {
    const result = validateFields(businessContactSchema, {})
    expect(result).toEqual({
      ok: false,
      errors: {
        name: [errors.required.name],
        phoneNumber: [errors.required.phoneNumber],
        email: [errors.required.email],
        message: [errors.required.message],
        businessName: [errors.required.businessName],
      },
    })
  })

  it('refuses wrong types, control characters and over-long values', () => {
    const result = validateFields(contactSchema, {
      name: { first: 'Piet' },
      phoneNumber: 612345678,
      email: 'piet@example.nl\r\nBcc: iedereen@example.nl',
      message: 'x'.repeat(5001),
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.name).toEqual([errors.invalid])
    expect(result.errors.phoneNumber).toEqual([errors.invalid])
    expect(result.errors.email?.[0]).toBe(errors.controlCharacters)
    expect(result.errors.message).toEqual([errors.tooLong(5000)])
  })

  it('keeps line breaks in a message but not in a name', () => {
    expect(validateFields(contactSchema, { ...contact, message: 'Regel 1\nRegel 2\tmet tab' }).ok).toBe(true)
    expect(validateFields(contactSchema, { ...contact, name: 'Piet\nBakker' }).ok).toBe(false)
  })
})

describe('application schema', () => {
  it('reads integers as booleans and a numeric vacancy id', () => {
    const result = validateFields(applicationSchema, { ...application, gender: 'm', consent: '1', vacancyId: '42' })
    expect(result).toMatchObject({ ok: true, data: { gender: 'm', consent: true, vacancyId: 42 } })
  })

  it.each([
    [{}, { consent: undefined, vacancyId: undefined }],
    [
      { consent: '0', vacancyId: 'abc' },
      { consent: false, vacancyId: undefined },
    ],
    [
      { consent: true, vacancyId: 7 },
      { consent: true, vacancyId: 7 },
    ],
    [
      { gender: '', message: '' },
      { gender: undefined, message: undefined },
    ],
  ])('optional fields %j', (input, expected) => {
    const result = validateFields(applicationSchema, { ...application, ...input })
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    for (const [key, value] of Object.entries(expected))
      expect(result.data[key as keyof typeof result.data], key).toBe(value)
  })

  it('refuses an unknown gender and a consent that is no boolean', () => {
    const result = validateFields(applicationSchema, { ...application, gender: 'x', consent: 'misschien' })
    expect(result).toEqual({ ok: false, errors: { gender: [errors.gender], consent: [errors.invalid] } })
  })

  it('refuses an invalid e-mail address', () => {
    const result = validateFields(applicationSchema, { ...application, emailAddress: 'anna@' })
    expect(result).toEqual({ ok: false, errors: { emailAddress: [errors.email] } })
  })
})

describe('invisible formatting in names', () => {
  // Written as escapes: the characters themselves would not show here either.
  const bidi = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
  ]
  const zeroWidth = ['\u200b', '\u200c', '\u200d', '\ufeff']

  it.each([...bidi, ...zeroWidth].map((character) => [character.codePointAt(0)!.toString(16), character]))(
    'removes U+%s from every name field before the mail subject sees it',
    (_, character) => {
      const sneaky = (name: string) => `${character}${name.slice(0, 2)}${character}${name.slice(2)}${character}`
      const business = validateFields(businessContactSchema, {
        ...contact,
        name: sneaky('Piet Bakker'),
        businessName: sneaky('Bakker BV'),
      })
      expect(business).toMatchObject({ ok: true, data: { name: 'Piet Bakker', businessName: 'Bakker BV' } })
      const applying = validateFields(applicationSchema, {
        ...application,
        firstName: sneaky('Anna'),
        lastName: sneaky('de Boer'),
      })
      expect(applying).toMatchObject({ ok: true, data: { firstName: 'Anna', lastName: 'de Boer' } })
    },
  )

  it('turns a name of nothing but invisible characters into a missing name', () => {
    const result = validateFields(contactSchema, { ...contact, name: ' \u202e\u200b ' })
    expect(result).toEqual({ ok: false, errors: { name: [errors.required.name] } })
  })
})
