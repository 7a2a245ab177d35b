/**
 * Location normalisation (SPEC 5): a vacancy's free-text location becomes the places it names,
 * each with its province and coordinates from the gazetteer, and the regions it names instead of
 * a place ('Zuid Holland', 'Regio Brabant', 'Door heel Nederland'), which are no localities.
 */
import { sortDutch } from '@/text/dutch-order'

import { findPlace, findRegion, placeKey, type Region } from './gazetteer'

/** A place of a vacancy; a place the gazetteer does not know keeps its name without the rest. */
export type LocatedPlace = { name: string; province: string | null; lat: number | null; lon: number | null }

export type ResolvedLocation = { places: LocatedPlace[]; regions: Region[] }

// Separators of combined values; the apostrophe forms of 's-Hertogenbosch contain no separator.
const SEPARATORS = /\s+en\s+|\s*[/,;&|+]\s*|\s+-\s+/i

const LOWER_WORDS = new Set(['aan', 'den', 'de', 'der', 'op', 'van', 'bij', 'in', 'het', 'en', 'e.o.'])

/** Title case for values typed in one case ("ROTTERDAM", "alphen aan den rijn"). */
function tidyCase(value: string): string {
  const hasUpper = /[A-ZÀ-Þ]/.test(value)
  const hasLower = /[a-zß-ÿ]/.test(value)
  if (hasUpper && hasLower) return value
  return value
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(' ')
}

type Part = { place: LocatedPlace } | { region: Region } | null

function resolvePart(part: string): Part {
  const cleaned = part.replace(/\s+/g, ' ').trim()
  if (!placeKey(cleaned)) return null
  const region = findRegion(cleaned)
  if (region) return { region }
  const place = findPlace(cleaned)
  if (place) return { place }
  return { place: { name: tidyCase(cleaned), province: null, lat: null, lon: null } }
}

/**
 * The places and regions of one location value: 'Tilburg / Den Haag' → Den Haag (Zuid-Holland)
 * and Tilburg (Noord-Brabant); 'Zuid Holland' → the region Zuid-Holland and no place.
 */
export function resolveLocation(raw: string | null | undefined): ResolvedLocation {
  if (!raw) return { places: [], regions: [] }
  // A whole value that is itself a known place or region wins over splitting ('Zuid - Holland').
  const whole = resolvePart(raw)
  const parts =
    whole && !('place' in whole && whole.place.lat === null) ? [whole] : raw.split(SEPARATORS).map(resolvePart)
  const places: LocatedPlace[] = []
  const regions: Region[] = []
  for (const part of parts) {
    if (!part) continue
    if ('region' in part) {
      if (!regions.some((region) => region.name === part.region.name)) regions.push(part.region)
    } else places.push(part.place)
  }
  return { places: uniqueSortedBy(places, (place) => place.name), regions }
}

/** The names of the places one location value stands for, e.g. 'Tilburg / Den Haag' → ['Den Haag', 'Tilburg']. */
export function normaliseLocation(raw: string | null | undefined): string[] {
  return resolveLocation(raw).places.map((place) => place.name)
}

function uniqueSortedBy<T>(items: T[], name: (item: T) => string): T[] {
  const byKey = new Map<string, T>()
  for (const item of items) {
    const key = placeKey(name(item))
    if (!byKey.has(key)) byKey.set(key, item)
  }
  return sortDutch(byKey.values(), name)
}

/** Deduplicated (case- and accent-insensitively) and sorted in Dutch collation. */
function uniqueSorted(places: string[]): string[] {
  return uniqueSortedBy(places, (place) => place)
}

/** Filter options from many location values: every place once, alphabetically. */
export function buildLocationOptions(values: Array<string | null | undefined>): string[] {
  return uniqueSorted(values.flatMap(normaliseLocation))
}
