import { describe, expect, it } from 'vitest'

import { nl } from '@/i18n/nl'
import { looksPersonal, redactPersonalSegments } from '@/routing/personal-path'

const hidden = nl.admin.notFoundLog.redacted

describe('personal data in a requested path', () => {
  it.each([
    ['an e-mail address', '/profiel/noor@example.nl'],
    ['an encoded at sign', '/profiel/noor%40example.nl'],
    ['a twice-encoded at sign', '/profiel/noor%2540example.nl'],
    ['a fullwidth at sign', '/profiel/noor＠example.nl'],
    ['a small at sign', '/profiel/noor﹫example.nl'],
    ['(at)', '/profiel/noor(at)example.nl'],
    ['[at] with spaces', '/profiel/noor [at] example.nl'],
    ['an encoded (at)', '/profiel/noor%28at%29example.nl'],
    ['a mobile number', '/profiel/0612345678'],
    ['a grouped phone number', '/profiel/06-12 34 56 78'],
    ['an encoded phone number with spaces', '/profiel/06%2012%2034%2056%2078'],
    ['an international phone number', '/profiel/+31612345678'],
    ['a phone number with 0031', '/profiel/0031 20 123 4567'],
    ['a phone number with (0)', '/profiel/+31 (0)20 123 4567'],
    ['fullwidth digits', '/profiel/０６１２３４５６７８'],
    ['a phone number in a slug', '/profiel/bel-0201234567-terug'],
    ['an IBAN', '/profiel/NL91ABNA0417164300'],
    ['a grouped IBAN', '/profiel/NL91 ABNA 0417 1643 00'],
    ['an IBAN in lower case', '/profiel/nl91abna0417164300'],
    ['a BSN-like number', '/profiel/123456782'],
    ['a grouped BSN-like number', '/profiel/1234.56.782'],
  ])('replaces the segment with %s', (_, path) => {
    expect(redactPersonalSegments(path)).toBe(`/profiel/${hidden}`)
  })

  it.each([
    '/vacatures/chauffeur-ce-utrecht',
    '/nieuws/2024-06-12-open-dag',
    '/vacatures/12345-heftruckchauffeur',
    '/oude-actie-m3x9k2lqab12',
    '/vacatures/caf%C3%A9-medewerker',
    '/werken-bij/at-home',
  ])('keeps %s', (path) => {
    expect(redactPersonalSegments(path)).toBe(path)
  })

  it('looks at each segment on its own', () => {
    expect(looksPersonal('0612345678')).toBe(true)
    expect(redactPersonalSegments('/bel/0612345678/terug')).toBe(`/bel/${hidden}/terug`)
  })
})
