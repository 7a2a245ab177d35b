import { describe, expect, it } from 'vitest'

import { buildUri, freeSlug, slugify, uriToPath } from '@/routing/uri'

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

  it('gives a slug in use the first free number, from 2', () => {
    expect(freeSlug('monteur', new Set())).toBe('monteur')
    expect(freeSlug('monteur', new Set(['monteur', 'monteur-kopie']))).toBe('monteur-2')
    expect(freeSlug('monteur', new Set(['monteur', 'monteur-2', 'monteur-4']))).toBe('monteur-3')
  })

  it('maps uris to paths with the home uri as the root', () => {
    expect(uriToPath('__home__')).toBe('/')
    expect(uriToPath('nieuws/artikel')).toBe('/nieuws/artikel')
  })
})
