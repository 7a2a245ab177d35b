/** The vacancy search's queries: plain functions of a Payload instance, for pages, tasks and scripts. */
import type { Payload } from 'payload'

import { openVacancyWhere } from '@/data/vacancy'
import { findPlace } from '@/geo/gazetteer'
import { buildLocationOptions } from '@/geo/locations'
import { PAGE_SIZE, pageCount } from '@/lists/pagination'
import type { VacancyListState } from '@/lists/vacancy-url'
import { SALARY_FROM_CHOICES } from '@/pay/monthly-salary'
import type { Vacancy } from '@/payload-types'
import {
  buildVacancyLookups,
  toFilterOptions,
  toSalaryOptions,
  type Group,
  type VacancyFilterOptions,
} from '@/search/vacancy-options'
import { buildVacancyQuery, type VacancyLookups } from '@/search/vacancy-query'
import { zeroResultWayOuts, type WayOut } from '@/search/way-outs'

import { countFacets, matchVacancies, type FacetCounts, type VacancyMatch } from './vacancy-sql'

/** What a row of the overview shows (SPEC 2.3): never more than this reaches the browser. */
export type VacancyListItem = Pick<
  Vacancy,
  | 'id'
  | 'title'
  | 'uri'
  | 'vacancyCategory'
  | 'vacancyCompany'
  | 'vacancyLocation'
  | 'vacancyLink'
  | 'vacancyHours'
  | 'datePosted'
  | 'salary'
> & {
  /** Kilometres to the place of the distance filter (its nearest place), when one is set. */
  distanceKm: number | null
}

/** A distance filter's place that the gazetteer does not know, with the places it might mean. */
type UnknownPlace = { name: string; suggestions: string[] }

export type VacancyListResult = {
  items: VacancyListItem[]
  total: number
  page: number
  pageCount: number
  /** The distance filter's place in its canonical spelling, when one is set and known. */
  nearPlace?: string
  unknownPlace?: UnknownPlace
  /** For an empty result: what to try instead, each finding vacancies. */
  wayOuts?: CountedWayOut[]
}

export type VacancyGroups = { sectors: Group[]; functions: Group[] }

export type VacancyFilterData = { options: VacancyFilterOptions; groups: VacancyGroups }

const EMPTY_RESULT = (page: number): VacancyListResult => ({ items: [], total: 0, page, pageCount: 1 })

const LIST_ITEM_SELECT = {
  title: true,
  uri: true,
  vacancyCategory: true,
  vacancyCompany: true,
  vacancyLocation: true,
  vacancyLink: true,
  vacancyHours: true,
  datePosted: true,
  salary: true,
} as const

/** The rows of matched ids, in the matches' order, with their distance. */
export async function readVacancyListItems(payload: Payload, matches: VacancyMatch[]): Promise<VacancyListItem[]> {
  if (!matches.length) return []
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: { id: { in: matches.map((match) => match.id) } },
    pagination: false,
    depth: 0,
    select: LIST_ITEM_SELECT,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return matches.flatMap(({ id, distanceKm }) => {
    const doc = byId.get(id)
    if (!doc) return []
    const { title, uri, vacancyCategory, vacancyCompany, vacancyLocation, vacancyLink, vacancyHours, datePosted } = doc
    const salary = doc.salary ? { min: doc.salary.min, max: doc.salary.max, unit: doc.salary.unit } : undefined
    return [
      {
        id,
        title,
        uri,
        vacancyCategory,
        vacancyCompany,
        vacancyLocation,
        vacancyLink,
        vacancyHours,
        datePosted,
        salary,
        distanceKm,
      },
    ]
  })
}

export async function fetchVacancyGroups(payload: Payload): Promise<VacancyGroups> {
  const read = async (collection: 'sectorGroups' | 'functionGroups') => {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, select: { title: true } })
    return docs.map((doc) => ({ id: doc.id, title: doc.title }))
  }
  const [sectors, functions] = await Promise.all([read('sectorGroups'), read('functionGroups')])
  return { sectors, functions }
}

/** Counted options as the selects offer them: only options with vacancies, alphabetically. */
function toVacancyFilterOptions(counts: FacetCounts, groups: VacancyGroups, places: readonly string[]) {
  const groupOptions = (list: Group[], count: Map<number, number>) =>
    toFilterOptions(list.map((group) => ({ value: group.title, count: count.get(group.id) ?? 0 })))
  return {
    locations: toFilterOptions(places.map((place) => ({ value: place, count: counts.places.get(place) ?? 0 }))),
    sectors: groupOptions(groups.sectors, counts.sectors),
    functions: groupOptions(groups.functions, counts.functions),
    salaries: toSalaryOptions(
      SALARY_FROM_CHOICES.map((amount) => ({ amount, count: counts.salaries.get(amount) ?? 0 })),
    ),
  } satisfies VacancyFilterOptions
}

/**
 * The filters' options with the number of open vacancies per option, no filter applied: the
 * values the overview knows (a value outside them is made up). Counted in the database: the
 * places come from the distinct locations of open vacancies, the counts from one grouped query.
 */
export async function fetchVacancyFilterData(payload: Payload, now = new Date()): Promise<VacancyFilterData> {
  const [groups, distinct, counts] = await Promise.all([
    fetchVacancyGroups(payload),
    payload.findDistinct({ collection: 'vacancies', field: 'vacancyLocation', where: openVacancyWhere(now), depth: 0 }),
    countFacets(payload, { now, order: 'newest', limit: 0, offset: 0 }, SALARY_FROM_CHOICES),
  ])
  const places = buildLocationOptions(distinct.values.map((value) => value.vacancyLocation))
  return { options: toVacancyFilterOptions(counts, groups, places), groups }
}

/**
 * One page of open vacancies matching the state, filtered, searched and ordered in the database
 * (see buildVacancyQuery for what the filters mean). A distance filter on a place the gazetteer
 * does not know gives no rows but the place and suggestions, so the page can explain.
 */
export async function searchVacancies(
  payload: Payload,
  state: VacancyListState,
  {
    lookups,
    now = new Date(),
    published,
  }: { lookups: VacancyLookups; now?: Date; published?: { after: Date; until: Date } },
): Promise<VacancyListResult> {
  const query = buildVacancyQuery(state, lookups, now, { published })
  if (!query) return EMPTY_RESULT(state.page)
  if ('unknownPlace' in query) return { ...EMPTY_RESULT(state.page), unknownPlace: query.unknownPlace }
  const { matches, total } = await matchVacancies(payload, query)
  const nearPlace = query.near ? findPlace(state.near)?.name : undefined
  return {
    items: await readVacancyListItems(payload, matches),
    total,
    page: state.page,
    pageCount: pageCount(total, PAGE_SIZE),
    ...(nearPlace ? { nearPlace } : {}),
  }
}

/** A way out of an empty result, with how many vacancies it finds. */
export type CountedWayOut = WayOut & { total: number }

/** Most ways out an empty result offers. */
const MAX_WAY_OUTS = 3

/**
 * For a state that found nothing: the ways out (see zeroResultWayOuts) that do find vacancies,
 * each counted with the overview's own query.
 */
export async function findWayOuts(
  payload: Payload,
  state: VacancyListState,
  { lookups, now = new Date() }: { lookups: VacancyLookups; now?: Date },
): Promise<CountedWayOut[]> {
  const counted: CountedWayOut[] = []
  for (const wayOut of zeroResultWayOuts(state)) {
    const { total } = await searchVacancies(payload, wayOut.state, { lookups, now })
    if (total > 0) counted.push({ ...wayOut, total })
    if (counted.length === MAX_WAY_OUTS) break
  }
  return counted
}

const NO_OPTIONS: VacancyFilterOptions = { locations: [], sectors: [], functions: [], salaries: [] }

/**
 * The filters' options for a state, each counted with every other filter of the state applied
 * (see countFacets), so that no option offered leads to an empty list. A state that matches
 * nothing whatever its options (a made-up value, an unknown place) offers none.
 */
export async function countVacancyOptions(
  payload: Payload,
  state: VacancyListState,
  { groups, now = new Date() }: { groups: VacancyGroups; now?: Date },
): Promise<VacancyFilterOptions> {
  const query = buildVacancyQuery(state, buildVacancyLookups(groups), now)
  if (!query || 'unknownPlace' in query) return NO_OPTIONS
  const counts = await countFacets(payload, query, SALARY_FROM_CHOICES)
  return toVacancyFilterOptions(counts, groups, [...counts.places.keys()])
}
