import { notFound } from 'next/navigation'

import { alertQueryOf, describeAlertSearch } from '@/alerts/search'
import { AlertSignupForm } from '@/components/alerts/AlertSignupForm'
import { VacancyList } from '@/components/vacancies/VacancyList'
import { VacancyOverview } from '@/components/vacancies/LazyVacancyOverview.client'
import { getVacancyOverview } from '@/content/server/vacancy-search'
import type { Page } from '@/payload-types'

import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/**
 * The vacancy overview (SPEC 2.3): the page entry's banner, the filters and one page of open
 * vacancies, filtered and searched in the database for the query in the URL.
 */
export async function VacanciesIndexView({ entry, doc, query }: ViewProps<Page>) {
  const { state, options, list } = await getVacancyOverview(query)
  // A page past the last one (an old link) does not exist.
  if (state.page > list.pageCount) notFound()
  const alertQuery = alertQueryOf(state)
  return (
    <>
      <PageKeyvisual page={doc} compact />
      <VacancyOverview path={entry.path} state={state} options={options}>
        <VacancyList list={list} state={state} path={entry.path} />
        <div className="mt-12">
          <AlertSignupForm query={alertQuery} search={describeAlertSearch(alertQuery)} />
        </div>
      </VacancyOverview>
    </>
  )
}
