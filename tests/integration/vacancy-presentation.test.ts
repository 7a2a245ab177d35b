import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { relationId } from '@/data/relations'
import { distanceKm } from '@/geo/gazetteer'
import { fetchSavedVacancies } from '@/page-data/saved-vacancies'
import { fetchSimilarVacancies, mergeSimilarMatches, NEARBY_KM } from '@/search/server/similar-vacancies'
import { matchVacancies } from '@/search/server/vacancy-sql'

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

describe('similar vacancies in one statement', () => {
  it('find what the two lists found apart, in the same order, with one query for both', async () => {
    const now = new Date()
    const { docs } = await payload.find({ collection: 'vacancies', limit: 200, depth: 0, pagination: false })
    for (const vacancy of docs) {
      const sectorId = relationId(vacancy.firstSectorGroup)
      const functionId = relationId(vacancy.firstFunctionGroup)
      const [point] = located(vacancy.locationPoints)
      const base = { now, excludeId: vacancy.id, offset: 0, functionId } as const
      const sameSector = sectorId
        ? await matchVacancies(payload, {
            ...base,
            sectorId,
            near: point ? { ...point, km: null } : null,
            order: point ? 'distance' : 'newest',
            limit: 3,
          })
        : { matches: [] }
      const nearby =
        point && functionId
          ? await matchVacancies(payload, { ...base, near: { ...point, km: NEARBY_KM }, order: 'distance', limit: 6 })
          : { matches: [] }
      const expected = sectorId || functionId ? mergeSimilarMatches(sameSector.matches, nearby.matches) : []

      const execute = vi.spyOn(payload.db, 'execute')
      const similar = await fetchSimilarVacancies(payload, vacancy.id, now)
      const statements = execute.mock.calls.length
      execute.mockRestore()
      expect(similar.items.map((item) => [item.id, item.distanceKm, item.reasons])).toEqual(
        expected.map((match) => [match.id, match.distanceKm, match.reasons]),
      )
      expect(statements).toBe(sectorId || functionId ? 1 : 0)
    }
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
