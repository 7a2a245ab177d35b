import { describe, expect, it } from 'vitest'

import { buildLocationOptions, normaliseLocation } from '@/geo/locations'

describe('location normalisation (SPEC 5)', () => {
  it.each([
    "'s-Hertogenbosch",
    'Den Bosch',
    "'s Hertogenbosch",
    's-Hertogenbosch',
    '’s-Hertogenbosch',
    'S-HERTOGENBOSCH',
    "'s-hertogenbosch",
  ])('merges the spelling variant %s into ’s-Hertogenbosch', (variant) => {
    expect(normaliseLocation(variant)).toEqual(["'s-Hertogenbosch"])
  })

  it("merges Den Haag and 's-Gravenhage", () => {
    expect(normaliseLocation("'s-Gravenhage")).toEqual(['Den Haag'])
    expect(normaliseLocation('den haag')).toEqual(['Den Haag'])
  })

  it('maps the Utrecht area and Regio Utrecht to Utrecht', () => {
    expect(normaliseLocation('Utrecht area')).toEqual(['Utrecht'])
    expect(normaliseLocation('Regio Utrecht')).toEqual(['Utrecht'])
  })

  it('maps Alphen aan de Rijn to Alphen aan den Rijn', () => {
    expect(normaliseLocation('Alphen aan de Rijn')).toEqual(['Alphen aan den Rijn'])
    expect(normaliseLocation('alphen aan den rijn')).toEqual(['Alphen aan den Rijn'])
  })

  it('splits combined values into several places', () => {
    expect(normaliseLocation('Rotterdam en Etten-Leur')).toEqual(['Etten-Leur', 'Rotterdam'])
    expect(normaliseLocation('Tilburg / Den Haag')).toEqual(['Den Haag', 'Tilburg'])
    expect(normaliseLocation('Breda, Tilburg')).toEqual(['Breda', 'Tilburg'])
  })

  it("maps values ending in '/Landelijk' to the town", () => {
    expect(normaliseLocation('Eindhoven/Landelijk')).toEqual(['Eindhoven'])
    expect(normaliseLocation('Rotterdam / Landelijk')).toEqual(['Rotterdam'])
  })

  it.each([
    'Door heel Nederland',
    'Landelijk',
    'Regio Brabant',
    'Regio Zuid Holland',
    'Zuid Holland',
    'Zuid-Holland',
    'Noord-Holland',
    'Noord-Brabant',
    'Nederland',
    'zuid - holland',
  ])('drops the generic region %s', (region) => {
    expect(normaliseLocation(region)).toEqual([])
  })

  it('handles empty values', () => {
    expect(normaliseLocation('')).toEqual([])
    expect(normaliseLocation(null)).toEqual([])
    expect(normaliseLocation('  /  ')).toEqual([])
  })

  it('does not split hyphenated town names', () => {
    expect(normaliseLocation('Etten-Leur')).toEqual(['Etten-Leur'])
  })

  // Punctuation is ignored in sorting, so 's-Hertogenbosch files under S.
  it('builds options sorted alphabetically (Dutch) and deduplicated', () => {
    expect(
      buildLocationOptions([
        'Utrecht',
        'Regio Utrecht',
        'Zwolle',
        'Den Bosch',
        'Amsterdam',
        'amsterdam',
        'Landelijk',
        'Tilburg / Den Haag',
        "'s-Gravenhage",
      ]),
    ).toEqual(['Amsterdam', 'Den Haag', "'s-Hertogenbosch", 'Tilburg', 'Utrecht', 'Zwolle'])
  })
})
