import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '@/data/relations'
import { distanceKm } from '@/geo/gazetteer'
import { fetchSavedVacancies } from '@/page-data/saved-vacancies'
import { fetchSimilarVacancies, NEARBY_KM } from '@/search/server/similar-vacancies'

import { getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Point = { lat?: number | null; lon?: number | null }
const located = (points: Point[] | null | undefined) =>
  (points ?? []).flatMap((point) =>
    typeof point.lat === 'number' && typeof point.lon === 'number' ? [{ lat: point.lat, lon: point.lon }] : [],
  )

describe('similar vacancies over the demo content', () => {
  it('share the function and the sector, or the function within reach, and say which', async () => {
    const { docs } = await payload.find({ collection: 'vacancies', limit: 200, depth: 0, pagination: false })
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    let shown = 0
    for (const vacancy of docs) {
      const similar = await fetchSimilarVacancies(payload, vacancy.id)
      for (const item of similar.items) {
        shown++
        const other = byId.get(item.id)!
        expect(item.id).not.toBe(vacancy.id)
        expect(relationId(other.firstFunctionGroup)).toBe(relationId(vacancy.firstFunctionGroup))
        const sameSector = relationId(other.firstSectorGroup) === relationId(vacancy.firstSectorGroup)
        expect(item.reasons.sameSector).toBe(sameSector)
        if (!sameSector) {
          const [from] = located(vacancy.locationPoints)
          const nearest = Math.min(...located(other.locationPoints).map((point) => distanceKm(from, point)))
          expect(nearest).toBeLessThanOrEqual(NEARBY_KM)
          expect(item.reasons.nearby).toBe(true)
        }
      }
    }
    expect(shown).toBeGreaterThan(docs.length)
  })
})

describe('saved vacancies over the demo content', () => {
  it('come in the order asked, with the distance from a known place and none from an unknown one', async () => {
    const { docs } = await payload.find({
      collection: 'vacancies',
      where: { vacancyLocation: { in: ['Groningen', 'Rotterdam'] } },
      depth: 0,
      pagination: false,
    })
    const ids = docs.map((doc) => doc.id).reverse()
    const saved = await fetchSavedVacancies(payload, [...ids, 999999], { near: 'utrecht' })
    expect(saved.map((vacancy) => vacancy.id)).toEqual(ids)
    for (const vacancy of saved) expect(vacancy.distance).toMatch(/^\d+ km van Utrecht$/)
    const unknown = await fetchSavedVacancies(payload, ids, { near: 'Nergenshuizen' })
    expect(unknown.every((vacancy) => vacancy.distance === null)).toBe(true)
  })
})
