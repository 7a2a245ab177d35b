import { describe, expect, it } from 'vitest'

import { foldSearchText, parseSearchTerms, searchWords, stemmedText, stemWord } from '@/content/search-tokens'

describe('search tokens', () => {
  it('folds case, accents and punctuation the same way for text and searches', () => {
    expect(foldSearchText('Café-medewerker (32–40 uur), ’s-Hertogenbosch')).toBe(
      'cafe medewerker 32 40 uur s hertogenbosch',
    )
    expect(foldSearchText('100%_korting')).toBe('100 korting')
    expect(foldSearchText(null)).toBe('')
  })

  it.each([
    ['verpleegkundigen', 'verpleegkund'],
    ['verpleegkundige', 'verpleegkund'],
    ['monteurs', 'monteur'],
    ['monteur', 'monteur'],
    ['chauffeurs', 'chauffeur'],
    ['logistieke', 'logistiek'],
    ['cafe', 'caf'],
  ])('stems %s to %s as PostgreSQL’s dutch configuration does', (word, stem) => {
    expect(stemWord(word)).toBe(stem)
  })

  it('leaves out PostgreSQL’s Dutch stop words', () => {
    expect(searchWords('De monteur van het jaar')).toEqual(['monteur', 'jaar'])
    expect(stemmedText('Verpleegkundigen in de wijk')).toBe('verpleegkund wijk')
  })

  it('makes every word a term, the last one a prefix, without duplicates or wildcards', () => {
    expect(parseSearchTerms('Monteurs  Utrecht monteurs')).toEqual([
      { word: 'monteurs', stem: 'monteur', prefix: false },
      { word: 'utrecht', stem: 'utrecht', prefix: true },
    ])
    expect(parseSearchTerms('% _ de')).toEqual([])
    expect(parseSearchTerms('a_b').map((term) => term.word)).toEqual(['a', 'b'])
  })
})
