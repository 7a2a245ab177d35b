import { describe, expect, it } from 'vitest'

import { findPlace, NATIONWIDE, PROVINCES } from '@/geo/gazetteer'
import { vacancyPlaceText, vacancyProvinces } from '@/geo/vacancy-places'
import { VACANCY_LOCATIONS } from '@/seed/data'

/** A name as the gazetteer spells it: a place, a province or the whole country. */
const isGazetteerName = (name: string) =>
  findPlace(name)?.name === name || PROVINCES.includes(name) || name === NATIONWIDE

describe('a vacancy’s place as shown', () => {
  it.each(VACANCY_LOCATIONS)('shows %s of the demo content in gazetteer names only', (location) => {
    const shown = vacancyPlaceText({ vacancyLocation: location })
    expect(shown).not.toBe('')
    for (const name of shown.split(', ')) expect(isGazetteerName(name), name).toBe(true)
    for (const province of vacancyProvinces(location)) expect(PROVINCES).toContain(province)
  })

  it.each([
    ['Utrecht area', 'Utrecht'],
    ["'s Hertogenbosch", "'s-Hertogenbosch"],
    ['’s-Hertogenbosch', "'s-Hertogenbosch"],
    ['Den Bosch', "'s-Hertogenbosch"],
    ['Alphen aan de Rijn', 'Alphen aan den Rijn'],
    ['Zuid Holland', 'Zuid-Holland'],
    ['Eindhoven/Landelijk', 'Eindhoven'],
    ['Tilburg / Den Haag', 'Den Haag, Tilburg'],
    ['Door heel Nederland', 'Nederland'],
  ])('shows %s as %s', (location, shown) => {
    expect(vacancyPlaceText({ vacancyLocation: location })).toBe(shown)
  })

  it('keeps a place the gazetteer does not know as typed', () => {
    expect(vacancyPlaceText({ vacancyLocation: 'Nergenshuizen' })).toBe('Nergenshuizen')
  })

  it('names the provinces of the places, once each, and none for the whole country', () => {
    expect(vacancyProvinces('Tilburg / Den Haag')).toEqual(['Zuid-Holland', 'Noord-Brabant'])
    expect(vacancyProvinces('Rotterdam en Etten-Leur')).toEqual(['Noord-Brabant', 'Zuid-Holland'])
    expect(vacancyProvinces('Regio Zuid Holland')).toEqual(['Zuid-Holland'])
    expect(vacancyProvinces('Landelijk')).toEqual([])
  })
})
