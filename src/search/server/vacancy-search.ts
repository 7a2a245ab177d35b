import 'server-only'

import { collectionTag } from '@/content/cache-tags'
import { cached } from '@/content/server/cached'
import { getPayloadClient } from '@/content/server/payload-client'
import type { ListQuery } from '@/lists/list-query'
import { buildVacancyLookups, canonicaliseVacancyState, includeSelectedOptions } from '@/lists/vacancy-options'
import { vacancyStateOf, type VacancyListState } from '@/lists/vacancy-url'

import { fetchSimilarVacancies, fetchVacanciesForArticle } from './similar-vacancies'
import { fetchVacancyFilterData, fetchVacancyGroups, searchVacancies, type VacancyListResult } from './vacancy-queries'

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

/**
 * One page of the overview for a state with a search text, read for each request: a search is
 * seldom asked twice, and caching each one would only push shared entries out of Next's cache.
 */
async function searchVacancyList(state: VacancyListState): Promise<VacancyListResult> {
  const lookups = buildVacancyLookups(await getVacancyGroups())
  return searchVacancies(await getPayloadClient(), state, { lookups })
}

/**
 * One page of the overview for a state; each state is cached on its own. The group ids are read
 * here (two small queries) rather than from the cached options: a cached read inside another one
 * is not cached by Next, and the options would be counted again for every new state.
 */
const getVacancyList = cached(
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
  // Filters and pages are a bounded set, each cached; search texts are not (see listQueryPath).
  const list = state.search ? await searchVacancyList(state) : await getVacancyList(state)
  return { state, options: includeSelectedOptions(options, state), list }
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
