import { describe, expect, it } from 'vitest'

import { findGenderedTerms, GENDERED_TITLE_TERMS, suggestNeutralTitle } from '@/content/neutral-titles'

describe('gender-neutral job titles', () => {
  it.each([
    ['Medewerkster klantenservice', 'Medewerker klantenservice'],
    ['Verpleegster interne geneeskunde', 'Verpleegkundige interne geneeskunde'],
    ['Secretaresse directie', 'Secretaris / managementassistent directie'],
    ['Schoonmaakster kantoren', 'Schoonmaker kantoren'],
    ['Hostess beurzen en evenementen', 'Host beurzen en evenementen'],
    ['Jonge collega voor ons salesteam', 'Nieuwe collega voor ons salesteam'],
    ['Zakenman met netwerk in de bouw', 'Zakelijk adviseur met netwerk in de bouw'],
    ['Kassajuffrouw supermarkt', 'Kassamedewerker supermarkt'],
    ['Serveerster restaurant', 'Bediening restaurant'],
    ['Chauffeur C (m/v)', 'Chauffeur C'],
    ['Baliemedewerkster (m/v) 24 uur', 'Baliemedewerker 24 uur'],
    ['Doktersassistente', 'Doktersassistent'],
  ])('suggests a neutral title for %s', (title, neutral) => {
    expect(findGenderedTerms(title).length).toBeGreaterThan(0)
    expect(suggestNeutralTitle(title)).toBe(neutral)
  })

  it('names each word found with its suggestion, the longer word before the words inside it', () => {
    expect(findGenderedTerms('Kassajuffrouw en verkoopster (m/v)')).toEqual([
      { found: '(m/v)', term: '(m/v)', suggestion: '' },
      { found: 'Kassajuffrouw', term: 'kassajuffrouw', suggestion: 'kassamedewerker' },
      { found: 'verkoopster', term: 'verkoopster', suggestion: 'verkoper' },
    ])
  })

  it('leaves neutral titles alone, inclusive markers and look-alike words too', () => {
    for (const title of [
      'Verpleegkundige VIG',
      'Magazijnmedewerker (m/v/x)',
      'Host evenementen',
      'Timmerman',
      'Managementassistent',
      'Medewerker Bediening',
    ])
      expect(findGenderedTerms(title)).toEqual([])
    expect(suggestNeutralTitle('Schoonmaker')).toBeNull()
    expect(suggestNeutralTitle(null)).toBeNull()
  })

  it('suggests a neutral word for every word on the list, never the word itself', () => {
    for (const { term, suggestion, remove } of GENDERED_TITLE_TERMS) {
      if (!remove) expect(suggestion).not.toBe('')
      expect(findGenderedTerms(suggestion)).toEqual([])
      expect(findGenderedTerms(term).map((finding) => finding.term)).toContain(term)
    }
  })
})
