import type { Where } from 'payload'

import { normaliseLocation } from './locations'
import { PAGE_SIZE, pageOffset } from './pagination'
import type { VacancyListState } from './vacancy-url'

/** Group titles (the filter values of SPEC 5) to their ids. */
export type GroupLookup = ReadonlyMap<string, number>

export type VacancyLookups = { sectors: GroupLookup; functions: GroupLookup }

/** A database query for one page of the overview, or `null` when no vacancy can match. */
export type VacancyQuery = { where: Where; sort: string[]; limit: number; page: number; offset: number } | null

/** Newest first; the id keeps pages stable when several vacancies share a date. */
export const VACANCY_SORT = ['-datePosted', '-id']

/** Fields the search text is matched against (contentText: intro and content as plain text). */
export const VACANCY_SEARCH_FIELDS = [
  'title',
  'vacancyCompany',
  'vacancyCategory',
  'vacancyLocation',
  'contentText',
] as const

/** Published and not past validThrough: a vacancy without an end date stays open. */
export function openVacancyWhere(now: Date): Where {
  return {
    and: [
      { _status: { equals: 'published' } },
      { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than: now.toISOString() } }] },
    ],
  }
}

/** True when a vacancy is past its validThrough (it is then no longer listed and shown closed). */
export function isVacancyClosed(vacancy: { validThrough?: string | null }, now: Date): boolean {
  return Boolean(vacancy.validThrough && new Date(vacancy.validThrough).getTime() <= now.getTime())
}

function groupCondition(field: string, title: string, lookup: GroupLookup): Where | null {
  const id = lookup.get(title)
  return id === undefined ? null : { [field]: { equals: id } }
}

/**
 * The overview query (SPEC 5): open vacancies matching every selected filter at once — location
 * over the normalised places, sector and function over the first group — and the search text as
 * given, case-insensitively, in title, company, category, location or content; 12 a page at
 * offset 12 × (page − 1). A selected value that matches nothing gives `null`: the empty result.
 */
export function buildVacancyQuery(state: VacancyListState, lookups: VacancyLookups, now: Date): VacancyQuery {
  const conditions: Where[] = [openVacancyWhere(now)]

  if (state.location) {
    const places = normaliseLocation(state.location)
    if (!places.length) return null
    conditions.push(...places.map((place) => ({ locationPlaces: { equals: place } })))
  }
  for (const [key, field, lookup] of [
    ['sector', 'firstSectorGroup', lookups.sectors],
    ['function', 'firstFunctionGroup', lookups.functions],
  ] as const) {
    if (!state[key]) continue
    const condition = groupCondition(field, state[key], lookup)
    if (!condition) return null
    conditions.push(condition)
  }

  const search = state.search.trim()
  if (search) {
    conditions.push({ or: VACANCY_SEARCH_FIELDS.map((field) => ({ [field]: { contains: search } })) })
  }

  return {
    where: { and: conditions },
    sort: VACANCY_SORT,
    limit: PAGE_SIZE,
    page: state.page,
    offset: pageOffset(state.page),
  }
}
