'use server'

import { parseListQuery } from '@/lists/list-query'
import { getVacancyOverview } from '@/search/server/vacancy-search'

import { VacancyResults } from './VacancyResults'

/**
 * The result column of an overview URL, rendered on the server for the overview's controls, with
 * the filters' options counted for it: the controls change the URL in place (no navigation, so the
 * search box keeps its focus and text) and show these in place of what the page came with.
 */
export async function renderVacancyResults(href: string) {
  const url = new URL(href, 'http://localhost')
  const { state, list, options } = await getVacancyOverview(parseListQuery(url.searchParams))
  return { results: <VacancyResults list={list} state={state} path={url.pathname} />, options, total: list.total }
}
