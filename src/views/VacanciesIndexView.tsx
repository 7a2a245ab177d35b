import { VacancyOverview } from '@/components/vacancies/LazyVacancyOverview.client'
import { VacancyResults } from '@/components/vacancies/VacancyResults'
import { nl } from '@/i18n/nl'
import { buildVacanciesHref, vacancyStateOf } from '@/lists/vacancy-url'
import type { Page } from '@/payload-types'
import { getVacancyOverview } from '@/search/server/vacancy-search'
import { landingFilter } from '@/seo/list-landing'

import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/**
 * The vacancy overview (SPEC 2.3): the page entry's banner, the filters and one page of open
 * vacancies, filtered and searched in the database for the query in the URL.
 */
export async function VacanciesIndexView({ entry, doc, query }: ViewProps<Page>) {
  const asked = await getVacancyOverview(query)
  // A page past the last one (an old link): the proxy answers it with the 404 page where it can
  // count the list from memory (no search text, no filter). A searched or filtered list's last page
  // is known only here, where a notFound() would reach the visitor as an empty document: its
  // last page is shown instead, complete.
  const { state, options, list } =
    asked.state.page > Math.max(1, asked.list.pageCount)
      ? await getVacancyOverview({ ...query, page: Math.max(1, asked.list.pageCount) })
      : asked
  // A landing page ('Vacatures in Utrecht') says in its h1 what its title says.
  const landing = landingFilter('vacanciesIndex', { ...state, subject: '' })
  const heading = landing ? { title: nl.seo.landingTitle[landing.key](landing.value), keyvisualTitle: null } : {}
  return (
    <>
      <PageKeyvisual page={doc} compact {...heading} />
      <VacancyOverview
        path={entry.path}
        state={state}
        requested={buildVacanciesHref(vacancyStateOf(query), entry.path)}
        options={options}
        total={list.total}
      >
        <VacancyResults list={list} state={state} path={entry.path} />
      </VacancyOverview>
    </>
  )
}
