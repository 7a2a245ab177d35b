import type { Payload, Where } from 'payload'

import type { Vacancy } from '@/payload-types'

import { collectionTag } from './cache-tags'
import { cached } from './cached'
import { PAGE_SIZE, pageCount } from './pagination'
import { getPayloadClient } from './payload-client'
import { buildLocationOptions } from './locations'
import type { ListQuery } from './list-query'
import {
  buildVacancyLookups,
  canonicaliseVacancyState,
  includeSelectedOptions,
  toFilterOptions,
  type Group,
  type VacancyFilterOptions,
} from './vacancy-options'
import { buildVacancyQuery, openVacancyWhere, type VacancyLookups } from './vacancy-query'
import { vacancyStateOf, type VacancyListState } from './vacancy-url'

/** What a row of the overview shows (SPEC 2.3): never more than this reaches the browser. */
export type VacancyListItem = Pick<
  Vacancy,
  'id' | 'title' | 'uri' | 'vacancyCategory' | 'vacancyCompany' | 'vacancyLocation' | 'vacancyLink'
>

export type VacancyListResult = { items: VacancyListItem[]; total: number; page: number; pageCount: number }

export type VacancyGroups = { sectors: Group[]; functions: Group[] }

export type VacancyFilterData = { options: VacancyFilterOptions; groups: VacancyGroups }

const EMPTY_RESULT = (page: number): VacancyListResult => ({ items: [], total: 0, page, pageCount: 1 })

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
  const open = openVacancyWhere(now)
  const count = async (where: Where) =>
    (await payload.count({ collection: 'vacancies', where: { and: [open, where] } })).totalDocs
  const [groups, distinct] = await Promise.all([
    fetchVacancyGroups(payload),
    payload.findDistinct({ collection: 'vacancies', field: 'vacancyLocation', where: open, depth: 0 }),
  ])
  const places = buildLocationOptions(distinct.values.map((value) => value.vacancyLocation))
  const counted = (values: string[], where: (value: string) => Where) =>
    Promise.all(values.map(async (value) => ({ value, count: await count(where(value)) })))
  const groupCounts = (list: Group[], field: 'firstSectorGroup' | 'firstFunctionGroup') =>
    Promise.all(
      list.map(async (group) => ({ value: group.title, count: await count({ [field]: { equals: group.id } }) })),
    )
  const [locations, sectors, functions] = await Promise.all([
    counted(places, (place) => ({ locationPlaces: { equals: place } })),
    groupCounts(groups.sectors, 'firstSectorGroup'),
    groupCounts(groups.functions, 'firstFunctionGroup'),
  ])
  return {
    options: {
      locations: toFilterOptions(locations),
      sectors: toFilterOptions(sectors),
      functions: toFilterOptions(functions),
    },
    groups,
  }
}

/** One page of open vacancies matching the state, filtered and searched in the database. */
export async function searchVacancies(
  payload: Payload,
  state: VacancyListState,
  { lookups, now = new Date() }: { lookups: VacancyLookups; now?: Date },
): Promise<VacancyListResult> {
  const query = buildVacancyQuery(state, lookups, now)
  if (!query) return EMPTY_RESULT(state.page)
  const result = await payload.find({
    collection: 'vacancies',
    where: query.where,
    sort: query.sort,
    limit: query.limit,
    page: query.page,
    depth: 0,
    select: {
      title: true,
      uri: true,
      vacancyCategory: true,
      vacancyCompany: true,
      vacancyLocation: true,
      vacancyLink: true,
    },
  })
  return {
    items: result.docs.map(({ id, title, uri, vacancyCategory, vacancyCompany, vacancyLocation, vacancyLink }) => ({
      id,
      title,
      uri,
      vacancyCategory,
      vacancyCompany,
      vacancyLocation,
      vacancyLink,
    })),
    total: result.totalDocs,
    page: state.page,
    pageCount: pageCount(result.totalDocs, PAGE_SIZE),
  }
}

const VACANCY_TAGS = () => [collectionTag('vacancies'), collectionTag('sectorGroups'), collectionTag('functionGroups')]

/** Filter options, computed once and reused until a vacancy or group changes. */
export const getVacancyFilterData = cached(
  async () => fetchVacancyFilterData(await getPayloadClient()),
  'vacancy-filters',
  VACANCY_TAGS,
)

/**
 * One page of the overview for a state; each state is cached on its own. The group ids are read
 * here (two small queries) rather than from the cached options: a cached read inside another one
 * is not cached by Next, and the options would be counted again for every new state.
 */
export const getVacancyList = cached(
  async (state: VacancyListState) => {
    const payload = await getPayloadClient()
    return searchVacancies(payload, state, { lookups: buildVacancyLookups(await fetchVacancyGroups(payload)) })
  },
  'vacancy-list',
  VACANCY_TAGS,
)

/**
 * What the overview shows for a URL's query: its state with the filter values spelled as the
 * options spell them, the options (a chosen value no open vacancy has any more included), one page.
 */
export async function getVacancyOverview(query: ListQuery) {
  const { options } = await getVacancyFilterData()
  const state = canonicaliseVacancyState(vacancyStateOf(query), options)
  const list = await getVacancyList(state)
  return { state, options: includeSelectedOptions(options, state), list }
}
