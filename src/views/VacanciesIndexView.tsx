import { notFound } from 'next/navigation'

import { VacancyList } from '@/components/vacancies/VacancyList'
import { VacancyOverview } from '@/components/vacancies/VacancyOverview.client'
import { canonicaliseVacancyState, includeSelectedOptions } from '@/content/vacancy-options'
import { getVacancyFilterData, getVacancyList } from '@/content/vacancy-search'
import { parseVacancyListState } from '@/content/vacancy-url'
import type { Page } from '@/payload-types'

import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/**
 * The vacancy overview (SPEC 2.3): the page entry's banner, the filters and one page of open
 * vacancies, filtered and searched in the database for the query in the URL.
 */
export async function VacanciesIndexView({ entry, doc, query }: ViewProps<Page>) {
  const { options } = await getVacancyFilterData()
  const state = canonicaliseVacancyState(parseVacancyListState(query), options)
  const list = await getVacancyList(state)
  // A page past the last one (an old link) does not exist.
  if (state.page > list.pageCount) notFound()
  return (
    <>
      <PageKeyvisual page={doc} />
      <VacancyOverview path={entry.path} state={state} options={includeSelectedOptions(options, state)}>
        <VacancyList list={list} state={state} path={entry.path} />
      </VacancyOverview>
    </>
  )
}
