/**
 * Gazetteer of Dutch places: every place of at least 1,000 inhabitants (GeoNames, see
 * scripts/build-gazetteer.mjs) with its province and coordinates, and the regions people write
 * instead of a place ('Zuid Holland', 'Regio Brabant', 'Door heel Nederland'). Pure: usable in
 * server code, scripts and the browser alike.
 */
import { foldText } from '@/text/fold-text'

import data from './gazetteer-data.json'

export type Place = {
  /** Canonical Dutch spelling ("'s-Hertogenbosch", 'Den Haag'). */
  name: string
  /** The province, as in PROVINCES ('Noord-Brabant'). */
  province: string
  lat: number
  lon: number
}

/** A region instead of a place: a province, or the whole country. */
export type Region = { name: string; province: string | null }

/** The twelve provinces, alphabetically. */
export const PROVINCES: readonly string[] = data.provinces

/** Region meaning the whole country (no province). */
export const NATIONWIDE = 'Nederland'

/**
 * Comparison key: lower case, no diacritics, apostrophes dropped, every other run of non-letters
 * one space ("'s-Hertogenbosch", 's Hertogenbosch' and "’S-HERTOGENBOSCH" are one key).
 */
export function placeKey(value: string): string {
  return foldText(value)
}

const PLACES: readonly Place[] = data.places.map(([name, province, lat, lon]) => ({
  name: String(name),
  province: data.provinces[Number(province)],
  lat: Number(lat),
  lon: Number(lon),
}))

const BY_KEY = new Map(PLACES.map((place) => [placeKey(place.name), place]))

/** Names in everyday use that GeoNames does not list as the place's name. */
const PLACE_ALIASES: Record<string, string> = {
  'den bosch': "'s-Hertogenbosch",
  hertogenbosch: "'s-Hertogenbosch",
  's gravenhage': 'Den Haag',
  gravenhage: 'Den Haag',
  'the hague': 'Den Haag',
  'alphen aan de rijn': 'Alphen aan den Rijn',
  'bergen op zoom': 'Bergen op Zoom',
  'den bosch e o': "'s-Hertogenbosch",
}

// Words around a place name that still mean that place ('Utrecht e.o.', 'Regio Utrecht').
const AREA_PREFIX = /^(regio|omgeving|gemeente|stad) /
const AREA_SUFFIX = / (e o|eo|area|en omgeving|omgeving|region|regio|centrum|stad)$/

function placeByKey(key: string): Place | undefined {
  const alias = PLACE_ALIASES[key]
  return BY_KEY.get(alias ? placeKey(alias) : key)
}

/** The place a name stands for, in any usual spelling; undefined when it is no known place. */
export function findPlace(name: string): Place | undefined {
  const key = placeKey(name)
  if (!key) return undefined
  return placeByKey(key) ?? placeByKey(key.replace(AREA_PREFIX, '').replace(AREA_SUFFIX, ''))
}

// Province names people write, besides the official ones ('Brabant', 'Fryslân', 'Zuid Holland').
const PROVINCE_ALIASES: Record<string, string> = {
  brabant: 'Noord-Brabant',
  fryslan: 'Friesland',
  'n holland': 'Noord-Holland',
  'z holland': 'Zuid-Holland',
  randstad: 'Zuid-Holland',
}

const NATIONWIDE_KEYS = new Set(
  ['Nederland', 'Heel Nederland', 'Door heel Nederland', 'Landelijk', 'Heel het land', 'Door het hele land', 'NL'].map(
    placeKey,
  ),
)

const PROVINCE_PREFIX = /^(provincie|prov|regio) /
const EXPLICIT_PROVINCE = /^(provincie|prov) /

function provinceByKey(key: string): string | undefined {
  return PROVINCES.find((province) => placeKey(province) === key) ?? PROVINCE_ALIASES[key]
}

/** The region a value names ('Zuid Holland', 'Regio Brabant', 'Landelijk'); undefined otherwise. */
export function findRegion(name: string): Region | undefined {
  const key = placeKey(name)
  if (!key) return undefined
  if (NATIONWIDE_KEYS.has(key)) return { name: NATIONWIDE, province: null }
  const bare = key.replace(PROVINCE_PREFIX, '')
  const province = provinceByKey(bare)
  if (!province) return undefined
  // A province named like its capital ('Utrecht', 'Regio Groningen') means the city, unless the
  // value says 'provincie'; 'Zeeland' stays the province although a village in Brabant has its name.
  if (!EXPLICIT_PROVINCE.test(key) && BY_KEY.get(bare)?.province === province) return undefined
  return { name: province, province }
}

/**
 * Places for a name that is no known place: those starting with it (shortest name first, so
 * 'Utr' gives Utrecht before Utrechtse Buurt), then, from three letters on, those containing it.
 */
export function suggestPlaces(prefix: string, limit = 5): Place[] {
  const key = placeKey(prefix)
  if (!key) return []
  const found = placesMatching(key, limit)
  // A typo ('Amsterdm'): the places sharing the longest beginning with it.
  for (let length = key.length - 1; !found.length && length >= 2; length -= 1) {
    found.push(...placesMatching(key.slice(0, length), limit))
  }
  return found
}

function placesMatching(key: string, limit: number): Place[] {
  const starts: Place[] = []
  const contains: Place[] = []
  for (const [placeName, place] of BY_KEY) {
    if (placeName.startsWith(key)) starts.push(place)
    else if (key.length >= 3 && placeName.includes(key)) contains.push(place)
  }
  const byLength = (a: Place, b: Place) => a.name.length - b.name.length || a.name.localeCompare(b.name, 'nl')
  return [...starts.sort(byLength), ...contains.sort(byLength)].slice(0, Math.max(0, limit))
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres (haversine), the same formula the database queries use. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Bounding box of all points within `km` of a point: the cheap first test before the exact one. */
export function boundingBox(centre: { lat: number; lon: number }, km: number) {
  const dLat = km / 111.2
  const dLon = km / (111.2 * Math.cos((centre.lat * Math.PI) / 180))
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon }
}
