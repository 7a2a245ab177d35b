import { describe, expect, it } from 'vitest'

import { shownPageNumber } from '@/seo/indexing'
import { vacancyTitle } from '@/seo/seo'

describe('page titles', () => {
  it("number only a paged list's pages: a label or article with ?page=2 is no second page", () => {
    expect(shownPageNumber('vacanciesIndex', { page: 2 })).toBe(2)
    expect(shownPageNumber('blogIndex', { page: 3 })).toBe(3)
    expect(shownPageNumber('experiencesIndex', { page: 2 })).toBe(2)
    for (const pageType of ['label', 'newsArticle', 'vacancy', 'contact'] as const) {
      expect(shownPageNumber(pageType, { page: 2 }), pageType).toBe(1)
    }
  })
})

describe('vacancy titles', () => {
  const title = (vacancy: { title: string; vacancyLocation: string }) =>
    vacancyTitle({ vacancyCompany: 'Bouwbedrijf Zon', ...vacancy })

  it('say what, where and for whom', () => {
    expect(title({ title: 'Monteur', vacancyLocation: 'Rotterdam' })).toBe('Monteur in Rotterdam bij Bouwbedrijf Zon')
    expect(title({ title: 'Kok', vacancyLocation: 'Landelijk' })).toBe('Kok (Landelijk) bij Bouwbedrijf Zon')
  })

  it('name a place once: not again when the title already names it', () => {
    expect(title({ title: 'Monteur (Rotterdam)', vacancyLocation: 'Rotterdam' })).toBe(
      'Monteur (Rotterdam) bij Bouwbedrijf Zon',
    )
    expect(title({ title: 'Planner regio Den Bosch', vacancyLocation: "'s-Hertogenbosch" })).toBe(
      "Planner regio Den Bosch in 's-Hertogenbosch bij Bouwbedrijf Zon",
    )
    expect(title({ title: "Planner 's-Hertogenbosch", vacancyLocation: 'Den Bosch' })).toBe(
      "Planner 's-Hertogenbosch bij Bouwbedrijf Zon",
    )
    expect(title({ title: 'Monteur Rotterdam', vacancyLocation: 'Rotterdam en Etten-Leur' })).toBe(
      'Monteur Rotterdam in Etten-Leur bij Bouwbedrijf Zon',
    )
    expect(title({ title: 'Monteur (Den Bosch)', vacancyLocation: 'Den Bosch' })).toBe(
      'Monteur (Den Bosch) bij Bouwbedrijf Zon',
    )
    expect(title({ title: 'Planner (Tilburg / Den Haag)', vacancyLocation: 'Tilburg / Den Haag' })).toBe(
      'Planner (Tilburg / Den Haag) bij Bouwbedrijf Zon',
    )
    expect(title({ title: 'Kok (Landelijk)', vacancyLocation: 'Landelijk' })).toBe(
      'Kok (Landelijk) bij Bouwbedrijf Zon',
    )
    // A word that only starts like the place is no mention of it.
    expect(title({ title: 'Rotterdammer gezocht', vacancyLocation: 'Rotterdam' })).toBe(
      'Rotterdammer gezocht in Rotterdam bij Bouwbedrijf Zon',
    )
  })
})
