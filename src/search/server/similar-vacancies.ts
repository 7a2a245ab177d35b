/**
 * Similar vacancies of one vacancy: the same function in the same sector (nearest first), then the
 * same function nearby in another sector, each with why it is shown, so the block can say it.
 */
import type { Payload } from 'payload'

import { relationId } from '@/data/relations'
import { foldText } from '@/text/fold-text'

import { fetchVacancyGroups, readVacancyListItems, type VacancyListItem } from './vacancy-queries'
import { matchVacancies, type VacancyMatch } from './vacancy-sql'

/** Within this many kilometres a vacancy counts as nearby ('In de buurt'). */
export const NEARBY_KM = 30

const SIMILAR_COUNT = 3

/** Why a similar vacancy is shown: it is in the same sector, it is nearby, or both. */
export type SimilarReasons = { sameSector: boolean; nearby: boolean }

type SimilarVacancy = VacancyListItem & { reasons: SimilarReasons }

export type SimilarVacancies = { items: SimilarVacancy[]; from: string | null }

/** The first `count` matches of both lists, the sector's first, each vacancy once, with its reasons. */
export function mergeSimilarMatches(
  sameSector: VacancyMatch[],
  nearby: VacancyMatch[],
  count = SIMILAR_COUNT,
): Array<VacancyMatch & { reasons: SimilarReasons }> {
  const isNear = (match: VacancyMatch) => match.distanceKm !== null && match.distanceKm <= NEARBY_KM
  const seen = new Set(sameSector.map((match) => match.id))
  return [
    ...sameSector.map((match) => ({ ...match, reasons: { sameSector: true, nearby: isNear(match) } })),
    ...nearby
      .filter((match) => !seen.has(match.id) && isNear(match))
      .map((match) => ({ ...match, reasons: { sameSector: false, nearby: true } })),
  ].slice(0, count)
}

export async function fetchSimilarVacancies(payload: Payload, id: number, now = new Date()): Promise<SimilarVacancies> {
  const vacancy = await payload.findByID({
    collection: 'vacancies',
    id,
    depth: 0,
    disableErrors: true,
    select: { firstSectorGroup: true, firstFunctionGroup: true, locationPoints: true },
  })
  if (!vacancy) return { items: [], from: null }
  const sectorId = relationId(vacancy.firstSectorGroup)
  const functionId = relationId(vacancy.firstFunctionGroup)
  if (!sectorId && !functionId) return { items: [], from: null }
  const point = vacancy.locationPoints?.find((place) => typeof place.lat === 'number' && typeof place.lon === 'number')
  const at = typeof point?.lat === 'number' && typeof point.lon === 'number' ? { lat: point.lat, lon: point.lon } : null
  const base = { now, excludeId: id, offset: 0, functionId } as const
  const [sameSector, nearby] = await Promise.all([
    // A vacancy without a sector has no 'same sector': only the same work nearby is similar.
    sectorId
      ? matchVacancies(payload, {
          ...base,
          sectorId,
          near: at ? { ...at, km: null } : null,
          order: at ? 'distance' : 'newest',
          limit: SIMILAR_COUNT,
        })
      : Promise.resolve({ matches: [], total: 0 }),
    // Another sector only when it is the same work nearby; without a function, only the sector counts.
    at && functionId
      ? matchVacancies(payload, {
          ...base,
          near: { ...at, km: NEARBY_KM },
          order: 'distance',
          limit: SIMILAR_COUNT * 2,
        })
      : Promise.resolve({ matches: [], total: 0 }),
  ])
  const merged = mergeSimilarMatches(sameSector.matches, nearby.matches)
  const items = await readVacancyListItems(payload, merged)
  const reasons = new Map(merged.map((match) => [match.id, match.reasons]))
  return {
    items: items.map((item) => ({ ...item, reasons: reasons.get(item.id) ?? { sameSector: false, nearby: false } })),
    from: at ? (point?.name ?? null) : null,
  }
}

const ARTICLE_VACANCIES = 3

/** The sector a text is about: the first whose name's first word it contains ('zorg' in 'thuiszorg' too). */
export function sectorNamedIn(text: string, sectors: Array<{ id: number; title: string }>): number | null {
  const folded = foldText(text)
  const found = sectors.find((sector) => {
    const word = foldText(sector.title).split(' ')[0]
    return word.length >= 4 && folded.includes(word)
  })
  return found?.id ?? null
}

/** Open vacancies beside a news article: of the sector it writes about, else the newest. */
export async function fetchVacanciesForArticle(
  payload: Payload,
  text: string,
  now = new Date(),
): Promise<VacancyListItem[]> {
  const { sectors } = await fetchVacancyGroups(payload)
  const sectorId = sectorNamedIn(text, sectors)
  const query = { now, offset: 0, order: 'newest', limit: ARTICLE_VACANCIES } as const
  const { matches } = await matchVacancies(payload, { ...query, sectorId })
  return readVacancyListItems(payload, matches)
}
