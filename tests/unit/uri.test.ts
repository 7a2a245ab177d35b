import { describe, expect, it } from 'vitest'

import { buildUri, slugify, uriToPath } from '@/routing/uri'

describe('uri', () => {
  it('slugifies Dutch titles', () => {
    expect(slugify('Één baan in ’s-Hertogenbosch!')).toBe('een-baan-in-s-hertogenbosch')
    expect(slugify('  Werken bij Koers  ')).toBe('werken-bij-koers')
  })

  it('builds uris from a prefix and slug, keeping the home uri', () => {
    expect(buildUri('nieuws', 'artikel')).toBe('nieuws/artikel')
    expect(buildUri('', 'contact')).toBe('contact')
    expect(buildUri('', '__home__')).toBe('__home__')
  })

  it('maps uris to paths with the home uri as the root', () => {
    expect(uriToPath('__home__')).toBe('/')
    expect(uriToPath('nieuws/artikel')).toBe('/nieuws/artikel')
  })
})
