'use server'

import { parseListQuery } from '@/lists/list-query'
import { getVacancyOverview } from '@/search/server/vacancy-search'

import { VacancyResults } from './VacancyResults'

/**
 * The result column of an overview URL, rendered on the server for the overview's controls: the
 * controls change the URL in place (no navigation, so the search box keeps its focus and text)
 * and show this in place of the column the page came with.
 */
export async function renderVacancyResults(href: string) {
  const url = new URL(href, 'http://localhost')
  const { state, list } = await getVacancyOverview(parseListQuery(url.searchParams))
  return <VacancyResults list={list} state={state} path={url.pathname} />
}
