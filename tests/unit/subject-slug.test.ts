import { describe, expect, it } from 'vitest'

import { slugOfLegacySubject, SUBJECT_SLUG_PATTERN, subjectSlug } from '@/lists/subject-slug'

describe('subject slugs', () => {
  it.each([
    ['Arbeidsmarkt', 'arbeidsmarkt'],
    ['Carrière', 'carriere'],
    ['Koers Groep', 'koers-groep'],
    ['Zorg & Welzijn', 'zorg-welzijn'],
    ["Werk/privé 't Gooi", 'werk-prive-t-gooi'],
    ['  Bouw  ', 'bouw'],
  ])('makes %j into %j, a slug a URL accepts', (title, slug) => {
    expect(subjectSlug(title)).toBe(slug)
    expect(SUBJECT_SLUG_PATTERN.test(slug)).toBe(true)
  })
})

describe("an old link's subject id", () => {
  const subjects = [
    { id: 1, slug: 'arbeidsmarkt' },
    { id: 2, slug: 'carriere' },
    { id: 3, slug: '2025' },
  ]

  it('stands for the slug of the subject with that id', () => {
    expect(slugOfLegacySubject('1', subjects)).toBe('arbeidsmarkt')
    expect(slugOfLegacySubject('2', subjects)).toBe('carriere')
  })

  it('is no id when a subject has it as its slug, nor when no subject has that id', () => {
    expect(slugOfLegacySubject('2025', subjects)).toBeNull()
    expect(slugOfLegacySubject('999999', subjects)).toBeNull()
  })

  it('is only ever digits', () => {
    expect(slugOfLegacySubject('arbeidsmarkt', subjects)).toBeNull()
    expect(slugOfLegacySubject('01', subjects)).toBeNull()
    expect(slugOfLegacySubject('', subjects)).toBeNull()
  })
})
