import 'server-only'

import type { Payload } from 'payload'

import { PUBLISHED_WHERE } from '@/data/published'
import { isVacancyClosed } from '@/data/vacancy'
import { daysSincePosted, formatDistance, formatPostedAgo, formatSalaryRange, isNewVacancy } from '@/data/vacancy-facts'
import { distanceKm, findPlace, type Place } from '@/geo/gazetteer'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { nl } from '@/i18n/nl'
import { buildApplyHref, resolveVacancyHref } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

/**
 * What the saved-vacancies page shows of a vacancy, to compare them side by side: its current
 * data as the overview's rows show it (formatted here, so the browser gets text, not rules), and
 * whether it closed.
 */
export type SavedVacancy = {
  id: number
  title: string
  path: string
  company: string | null
  location: string | null
  closed: boolean
  salary: string | null
  hours: string | null
  /** 'Geplaatst' as the rows say it ('3 dagen geleden'), with the date for <time>. */
  posted: { text: string; date: string } | null
  isNew: boolean
  /** '12 km van Utrecht', when a place to measure from is known and the vacancy has a place. */
  distance: string | null
  /** 'Solliciteer direct': our form, or the employer's site for a vacancy published there. */
  apply: { href: string; external: boolean } | null
}

const SAVED_SELECT = {
  title: true,
  uri: true,
  vacancyCompany: true,
  vacancyLocation: true,
  vacancyLink: true,
  vacancyHours: true,
  datePosted: true,
  validThrough: true,
  salary: true,
  locationPoints: true,
} as const

type SavedSource = Pick<
  Vacancy,
  | 'id'
  | 'title'
  | 'uri'
  | 'vacancyCompany'
  | 'vacancyLocation'
  | 'vacancyLink'
  | 'vacancyHours'
  | 'datePosted'
  | 'validThrough'
  | 'salary'
  | 'locationPoints'
>

/** The ids of a query value ('3,1,2'): positive whole numbers, at most `max`, in the given order. */
export function parseIdList(value: string | null, max: number): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,9}$/.test(part))
    .map(Number)
  return [...new Set(ids)].slice(0, max)
}

/** Kilometres from `from` to the vacancy's nearest place with coordinates; null when it has none. */
function nearestKm(from: Place, points: SavedSource['locationPoints']): number | null {
  const distances = (points ?? []).flatMap((point) =>
    typeof point.lat === 'number' && typeof point.lon === 'number'
      ? [distanceKm(from, { lat: point.lat, lon: point.lon })]
      : [],
  )
  return distances.length ? Math.min(...distances) : null
}

/** One saved vacancy as the page shows it; `from` is the place distances are measured from. */
export function toSavedVacancy(doc: SavedSource, now: Date, from: Place | null): SavedVacancy {
  const closed = isVacancyClosed(doc, now)
  const days = daysSincePosted(doc.datePosted, now)
  const km = from ? nearestKm(from, doc.locationPoints) : null
  const own = resolveVacancyHref(doc)
  return {
    id: doc.id,
    title: doc.title,
    path: uriToPath(doc.uri ?? ''),
    company: doc.vacancyCompany ?? null,
    location: vacancyPlaceText(doc) || null,
    closed,
    salary: formatSalaryRange(doc.salary),
    hours: doc.vacancyHours?.trim() || null,
    posted: days !== null && doc.datePosted ? { text: formatPostedAgo(days), date: doc.datePosted } : null,
    isNew: isNewVacancy(days),
    distance: from && km !== null ? nl.vacancy.distanceFrom(formatDistance(km), from.name) : null,
    apply: closed ? null : own.external ? own : { href: buildApplyHref(doc.id), external: false },
  }
}

/**
 * Published vacancies among `ids`, open or closed, in the order asked; unknown ids are left out.
 * `near` is a place name as typed; a name the gazetteer does not know gives no distances.
 */
export async function fetchSavedVacancies(
  payload: Payload,
  ids: number[],
  { now = new Date(), near = '' }: { now?: Date; near?: string } = {},
): Promise<SavedVacancy[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: { and: [{ id: { in: ids } }, PUBLISHED_WHERE] },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: SAVED_SELECT,
  })
  const from = near.trim() ? (findPlace(near) ?? null) : null
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    return doc ? [toSavedVacancy(doc, now, from)] : []
  })
}
