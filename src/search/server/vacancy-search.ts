import 'server-only'

import { collectionTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import type { ListQuery } from '@/lists/list-query'
import { vacancyStateOf, type VacancyListState } from '@/lists/vacancy-url'
import { buildVacancyLookups, canonicaliseVacancyState, includeSelectedOptions } from '@/search/vacancy-options'

import { fetchSimilarVacancies, fetchVacanciesForArticle } from './similar-vacancies'
import {
  countVacancyOptions,
  findWayOuts,
  fetchVacancyFilterData,
  fetchVacancyGroups,
  searchVacancies,
  type VacancyGroups,
} from './vacancy-queries'

export type { VacancyListItem, VacancyListResult } from './vacancy-queries'

const VACANCY_TAGS = () => [collectionTag('vacancies'), collectionTag('sectorGroups'), collectionTag('functionGroups')]

/** Filter options, computed once and reused until a vacancy or group changes. */
export const getVacancyFilterData = cached(
  async () => fetchVacancyFilterData(await getPayloadClient()),
  'vacancy-filters',
  VACANCY_TAGS,
)

/** The sector and function groups (a search's lookups), cached until a group changes. */
const getVacancyGroups = cached(
  async () => fetchVacancyGroups(await getPayloadClient()),
  'vacancy-groups',
  () => [collectionTag('sectorGroups'), collectionTag('functionGroups')],
)

/** One page of the overview for a state and the filters' options counted for it. */
async function searchVacancyOverview(state: VacancyListState, groups: VacancyGroups) {
  const payload = await getPayloadClient()
  const lookups = buildVacancyLookups(groups)
  const [list, options] = await Promise.all([
    searchVacancies(payload, state, { lookups }),
    countVacancyOptions(payload, state, { groups }),
  ])
  // An empty result offers the nearest ways out that do find something.
  if (list.total || list.unknownPlace) return { list, options }
  return { list: { ...list, wayOuts: await findWayOuts(payload, state, { lookups }) }, options }
}

/**
 * The overview of a state with a search text, read for each request: a search is seldom asked
 * twice, and caching each one would only push shared entries out of Next's cache.
 */
async function searchVacancyList(state: VacancyListState) {
  return searchVacancyOverview(state, await getVacancyGroups())
}

/**
 * The overview of a state without search text; each state is cached on its own. The groups are
 * read here (two small queries) rather than from the cached ones: a cached read inside another
 * one is not cached by Next.
 */
const getVacancyList = cached(
  async (state: VacancyListState) => searchVacancyOverview(state, await fetchVacancyGroups(await getPayloadClient())),
  'vacancy-list',
  VACANCY_TAGS,
)

/**
 * What the overview shows for a URL's query: its state with the filter values spelled as the
 * options spell them, one page, and the options counted for the state (each with the other
 * filters applied; a chosen value kept, with 0 when nothing matches). `known` are the values
 * that exist at all, whatever the other filters: a value outside them is made up.
 */
export async function getVacancyOverview(query: ListQuery) {
  const { options: known } = await getVacancyFilterData()
  const state = canonicaliseVacancyState(vacancyStateOf(query), known)
  // Filters and pages are a bounded set, each cached; search texts are not (see listQueryPath).
  const { list, options } = state.search ? await searchVacancyList(state) : await getVacancyList(state)
  return { state, options: includeSelectedOptions(options, state), known, list }
}

/** Similar vacancies of one vacancy page, cached until a vacancy changes. */
export const getSimilarVacancies = cached(
  async (id: number) => fetchSimilarVacancies(await getPayloadClient(), id),
  'similar-vacancies',
  () => [collectionTag('vacancies')],
)

/** The vacancies shown beside a news article, cached until a vacancy changes. */
export const getVacanciesForArticle = cached(
  async (text: string) => fetchVacanciesForArticle(await getPayloadClient(), text),
  'article-vacancies',
  VACANCY_TAGS,
)
