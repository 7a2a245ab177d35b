import { describe, expect, it } from 'vitest'

import { buildLocationOptions } from '@/geo/locations'
import { toFilterOptions } from '@/search/vacancy-options'
import { compareDutch, filingName, sortDutch } from '@/text/dutch-order'

describe('Dutch alphabetical order', () => {
  it("files 's-Hertogenbosch under H and 't Harde under H, not under S or T", () => {
    expect(filingName("'s-Hertogenbosch")).toBe('Hertogenbosch')
    expect(filingName('’s-Gravenhage')).toBe('Gravenhage')
    expect(filingName("'t Harde")).toBe('Harde')
    expect(filingName('Stadskanaal')).toBe('Stadskanaal')
    expect(filingName('Tiel')).toBe('Tiel')
    const names = ['Tilburg', "'s-Hertogenbosch", 'Rotterdam', 'Haarlem', "'t Harde", 'Amsterdam', 'Stadskanaal']
    expect(sortDutch(names, (name) => name)).toEqual([
      'Amsterdam',
      'Haarlem',
      "'t Harde",
      "'s-Hertogenbosch",
      'Rotterdam',
      'Stadskanaal',
      'Tilburg',
    ])
  })

  it('ignores case and accents, and orders names that file alike by their spelling', () => {
    expect(compareDutch('ede', 'Ede')).toBe(0)
    expect(compareDutch('Émmen', 'Enschede')).toBeLessThan(0)
    expect(compareDutch("'s-Hertogenbosch", 'Hertogenbosch')).not.toBe(0)
  })

  it('is the order of the place filter and of every filter option list', () => {
    expect(buildLocationOptions(['Tilburg', 'Rotterdam', 'Den Bosch', 'Zwolle', 'Haarlem'])).toEqual([
      'Haarlem',
      "'s-Hertogenbosch",
      'Rotterdam',
      'Tilburg',
      'Zwolle',
    ])
    const options = toFilterOptions(
      ['Tilburg', "'s-Hertogenbosch", 'Rotterdam', 'Groningen'].map((value) => ({ value, count: 1 })),
    )
    expect(options.map((option) => option.value)).toEqual(['Groningen', "'s-Hertogenbosch", 'Rotterdam', 'Tilburg'])
  })
})
