/** Where a vacancy is, in words: its normalised places, or its location as typed when it names none. */
import type { Vacancy } from '@/payload-types'

export function vacancyPlaceText(vacancy: Pick<Vacancy, 'vacancyLocation' | 'locationPlaces'>): string {
  const places = vacancy.locationPlaces ?? []
  return places.length ? places.join(', ') : (vacancy.vacancyLocation ?? '').trim()
}
