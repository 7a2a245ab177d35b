/**
 * Where a vacancy is, read from its location as typed through the gazetteer: its places (each
 * with its province), the provinces it names instead of a place, whether it is open to the whole
 * country ('Landelijk') and whether it is remote work. Pure; one reading for the page title,
 * JobPosting, the social card and the Indeed feed.
 */
import { NATIONWIDE } from './gazetteer'
import { resolveLocation, type LocatedPlace } from './locations'

export type VacancyWhere = {
  places: LocatedPlace[]
  /** Provinces named instead of a place, when none of the places lies in them. */
  provinces: string[]
  nationwide: boolean
  remote: boolean
}

/** Location words that mean the work is done from home, anywhere in the country. */
const REMOTE = /^(remote|volledig remote|thuiswerk|thuis|op afstand|vanuit huis|home ?office)$/i

export function vacancyWhere(location: string | null | undefined): VacancyWhere {
  const { places: all, regions } = resolveLocation(location)
  const places = all.filter((place) => !REMOTE.test(place.name))
  return {
    places,
    provinces: regions.flatMap((region) =>
      region.province && !places.some((place) => place.province === region.province) ? [region.province] : [],
    ),
    nationwide: regions.some((region) => region.name === NATIONWIDE),
    remote: places.length < all.length,
  }
}

/**
 * The place of a vacancy as every page, mail and feed shows it: its places in their gazetteer
 * spelling ('Den Haag, Tilburg' for 'Tilburg / Den Haag'), else the provinces it names, else
 * 'Nederland' for a job anywhere in the country, else the location as typed (a place the gazetteer
 * does not know). The typed text itself stays on the vacancy for the search.
 */
export function vacancyPlaceText(vacancy: { vacancyLocation?: string | null }): string {
  const { places, provinces, nationwide } = vacancyWhere(vacancy.vacancyLocation)
  if (places.length) return places.map((place) => place.name).join(', ')
  if (provinces.length) return provinces.join(', ')
  if (nationwide) return NATIONWIDE
  return (vacancy.vacancyLocation ?? '').trim()
}

/**
 * The provinces a vacancy lies in, from its places and the provinces it names (the 'Provincie' fact);
 * empty for a job anywhere in the country or a place the gazetteer does not know.
 */
export function vacancyProvinces(location: string | null | undefined): string[] {
  const { places, provinces } = vacancyWhere(location)
  const all = [...places.map((place) => place.province), ...provinces]
  return [...new Set(all.filter((province): province is string => Boolean(province)))]
}
