import { describe, expect, it } from 'vitest'

import { distanceKm, findPlace, findRegion, PROVINCES, suggestPlaces } from '@/geo/gazetteer'
import { resolveLocation } from '@/geo/locations'

describe('gazetteer', () => {
  it.each([
    "'s-Hertogenbosch",
    'Den Bosch',
    's Hertogenbosch',
    '’S-HERTOGENBOSCH',
    "'s Hertogenbosch",
    'Hertogenbosch',
  ])('finds %s as ’s-Hertogenbosch in Noord-Brabant', (name) => {
    expect(findPlace(name)).toMatchObject({ name: "'s-Hertogenbosch", province: 'Noord-Brabant' })
  })

  it.each(['Den Haag', "'s-Gravenhage", 's Gravenhage', 'den haag', 'The Hague'])(
    'finds %s as Den Haag in Zuid-Holland',
    (name) => {
      expect(findPlace(name)).toMatchObject({ name: 'Den Haag', province: 'Zuid-Holland' })
    },
  )

  it('ignores accents, case and hyphens', () => {
    expect(findPlace('etten leur')).toMatchObject({ name: 'Etten-Leur', province: 'Noord-Brabant' })
    expect(findPlace('ALPHEN AAN DE RIJN')).toMatchObject({ name: 'Alphen aan den Rijn', province: 'Zuid-Holland' })
    expect(findPlace('Feanwalden')).toMatchObject({ name: 'Feanwâlden', province: 'Friesland' })
  })

  it('gives coordinates: Utrecht to Amsterdam is about 35 km', () => {
    const utrecht = findPlace('Utrecht')!
    const amsterdam = findPlace('Amsterdam')!
    expect(utrecht.province).toBe('Utrecht')
    expect(distanceKm(utrecht, amsterdam)).toBeGreaterThan(30)
    expect(distanceKm(utrecht, amsterdam)).toBeLessThan(40)
  })

  it('prefers the place that names its municipality when names are shared', () => {
    expect(findPlace('Rijswijk')).toMatchObject({ province: 'Zuid-Holland' })
    expect(findPlace('Hengelo')).toMatchObject({ province: 'Overijssel' })
  })

  it('knows no place for regions and nonsense', () => {
    expect(findPlace('Zuid Holland')).toBeUndefined()
    expect(findPlace('Xyzzy')).toBeUndefined()
    expect(findPlace('')).toBeUndefined()
  })

  it('lists the twelve provinces', () => {
    expect(PROVINCES).toHaveLength(12)
    expect(PROVINCES).toContain('Noord-Brabant')
  })

  it.each([
    ['Zuid Holland', 'Zuid-Holland'],
    ['Regio Zuid Holland', 'Zuid-Holland'],
    ['Regio Brabant', 'Noord-Brabant'],
    ['Zeeland', 'Zeeland'],
    ['Provincie Utrecht', 'Utrecht'],
    ['Door heel Nederland', 'Nederland'],
    ['Landelijk', 'Nederland'],
  ])('recognises %s as the region %s', (value, region) => {
    expect(findRegion(value)?.name).toBe(region)
  })

  it('takes a province named like its capital as the city', () => {
    expect(findRegion('Utrecht')).toBeUndefined()
    expect(findRegion('Regio Utrecht')).toBeUndefined()
    expect(findRegion('Groningen')).toBeUndefined()
  })

  it('suggests places for a beginning or a typo', () => {
    expect(suggestPlaces('Utr', 3)[0]?.name).toBe('Utrecht')
    expect(suggestPlaces('Amsterdm', 5).map((place) => place.name)).toContain('Amsterdam')
    expect(suggestPlaces('', 5)).toEqual([])
    expect(suggestPlaces('Ro', 2)).toHaveLength(2)
  })
})

describe('vacancy locations with the gazetteer', () => {
  it('gives each place of a combined value its own province', () => {
    expect(resolveLocation('Tilburg / Den Haag').places).toEqual([
      expect.objectContaining({ name: 'Den Haag', province: 'Zuid-Holland' }),
      expect.objectContaining({ name: 'Tilburg', province: 'Noord-Brabant' }),
    ])
  })

  it('keeps regions apart from places', () => {
    expect(resolveLocation('Zuid Holland')).toEqual({
      places: [],
      regions: [{ name: 'Zuid-Holland', province: 'Zuid-Holland' }],
    })
    expect(resolveLocation('Eindhoven/Landelijk')).toEqual({
      places: [expect.objectContaining({ name: 'Eindhoven', province: 'Noord-Brabant' })],
      regions: [{ name: 'Nederland', province: null }],
    })
  })

  it('keeps an unknown place by name, without province or coordinates', () => {
    expect(resolveLocation('Xyzzy-Oost').places).toEqual([{ name: 'Xyzzy-Oost', province: null, lat: null, lon: null }])
  })
})
