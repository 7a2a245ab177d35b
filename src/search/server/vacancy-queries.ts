/** The vacancy search's queries: plain functions of a Payload instance, for pages, tasks and scripts. */
import type { Payload } from 'payload'

import { findPlace } from '@/geo/gazetteer'
import { buildLocationOptions } from '@/geo/locations'
import { PAGE_SIZE, pageCount } from '@/lists/pagination'
import { toFilterOptions, type Group, type VacancyFilterOptions } from '@/lists/vacancy-options'
import { buildVacancyQuery, openVacancyWhere, type VacancyLookups } from '@/lists/vacancy-query'
import type { VacancyListState } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'

import { countOpenVacancies, matchVacancies, type VacancyMatch } from './vacancy-sql'

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

/**
 * The three filters' options with the number of open vacancies per option (SPEC 4: loaded once).
 * Counted in the database: the places come from the distinct locations of open vacancies, and
 * every option is one indexed count, so this stays fast with many vacancies.
 */
export async function fetchVacancyFilterData(payload: Payload, now = new Date()): Promise<VacancyFilterData> {
  const [groups, distinct, counts] = await Promise.all([
    fetchVacancyGroups(payload),
    payload.findDistinct({ collection: 'vacancies', field: 'vacancyLocation', where: openVacancyWhere(now), depth: 0 }),
    countOpenVacancies(payload, now),
  ])
  const places = buildLocationOptions(distinct.values.map((value) => value.vacancyLocation))
  const groupOptions = (list: Group[], count: Map<number, number>) =>
    toFilterOptions(list.map((group) => ({ value: group.title, count: count.get(group.id) ?? 0 })))
  return {
    options: {
      locations: toFilterOptions(places.map((place) => ({ value: place, count: counts.places.get(place) ?? 0 }))),
      sectors: groupOptions(groups.sectors, counts.sectors),
      functions: groupOptions(groups.functions, counts.functions),
    },
    groups,
  }
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
