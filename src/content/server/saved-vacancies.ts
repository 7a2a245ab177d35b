import 'server-only'

import type { Payload } from 'payload'

import { PUBLISHED_WHERE } from '@/content/published'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { isVacancyClosed } from '@/lists/vacancy-query'
import { uriToPath } from '@/routing/uri'

/** What the saved-vacancies page shows of a vacancy: its current data and whether it closed. */
export type SavedVacancy = {
  id: number
  title: string
  path: string
  company: string | null
  location: string | null
  closed: boolean
}

/** The ids of a query value ('3,1,2'): positive whole numbers, at most `max`, in the given order. */
export function parseIdList(value: string | null, max: number): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
  return [...new Set(ids)].slice(0, max)
}

/** Published vacancies among `ids`, open or closed, in the order asked; unknown ids are left out. */
export async function fetchSavedVacancies(payload: Payload, ids: number[], now = new Date()): Promise<SavedVacancy[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: { and: [{ id: { in: ids } }, PUBLISHED_WHERE] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { title: true, uri: true, vacancyCompany: true, vacancyLocation: true, validThrough: true },
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc) return []
    return [
      {
        id,
        title: doc.title,
        path: uriToPath(doc.uri ?? ''),
        company: doc.vacancyCompany ?? null,
        location: vacancyPlaceText(doc) || null,
        closed: isVacancyClosed(doc, now),
      },
    ]
  })
}
