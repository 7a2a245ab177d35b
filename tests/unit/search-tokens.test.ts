import { describe, expect, it } from 'vitest'

import { compoundHeads, splitCompound } from '@/search/compound-words'
import {
  foldSearchText,
  indexedText,
  parseSearchTerms,
  searchWords,
  stemmedText,
  stemWord,
} from '@/search/search-tokens'

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

  it('indexes the head of a compound beside the whole word', () => {
    expect(stemmedText('Servicemonteurs en Wijkverpleegkundigen')).toBe(
      'servicemonteur wijkverpleegkund monteur verpleegkund',
    )
    expect(indexedText('Magazijnmedewerker (Thuiszorg)')).toBe('magazijnmedewerker thuiszorg medewerker zorg')
    expect(indexedText('Monteur in Utrecht')).toBe('monteur utrecht')
  })

  it.each([
    ['servicemonteurs', ['monteurs']],
    ['hulpkok', ['kok']],
    ['kinderfysiotherapeut', ['therapeut']],
    ['zorgbegeleider', ['begeleider']],
    ['begeleider', []],
    ['teamleiders', ['leiders']],
    ['monteur', []],
    ['smonteur', []],
    ['amersfoort', []],
  ])('finds the heads in %s', (word, heads) => {
    expect(compoundHeads(word)).toEqual(heads)
  })

  it('makes every word a term, the last one a prefix, without duplicates or wildcards', () => {
    expect(parseSearchTerms('Monteurs  Utrecht monteurs')).toEqual([
      { word: 'monteurs', stem: 'monteur', prefix: false },
      { word: 'utrecht', stem: 'utrecht', prefix: true },
    ])
    expect(parseSearchTerms('% _ de')).toEqual([])
    expect(parseSearchTerms('a_b').map((term) => term.word)).toEqual(['a', 'b'])
  })

  it('gives a compound search word its parts, so that it also finds them written apart', () => {
    expect(splitCompound('wijkverpleegkundige')).toEqual({ modifier: 'wijk', head: 'verpleegkundige' })
    expect(splitCompound('verpleegkundige')).toBeNull()
    expect(parseSearchTerms('wijkverpleegkundige utrecht')[0]).toEqual({
      word: 'wijkverpleegkundige',
      stem: 'wijkverpleegkund',
      prefix: false,
      parts: { modifier: 'wijk', head: 'verpleegkundige', headStem: 'verpleegkund' },
    })
    expect(parseSearchTerms('utrecht')[0].parts).toBeUndefined()
  })
})
