import { alertQueryOf, describeAlertSearch } from '@/alerts/search'
import { AlertSignupForm } from '@/components/alerts/AlertSignupForm'
import type { VacancyListState } from '@/lists/vacancy-url'
import type { VacancyListResult } from '@/search/server/vacancy-search'

import { VacancyList } from './VacancyList'

type Props = { list: VacancyListResult; state: VacancyListState; path: string }

/**
 * What the overview's main column shows for one state: the list, then the offer to receive this
 * search by e-mail. Rendered with the page and again for each in-place change, so the offer always
 * follows the search on screen.
 */
export function VacancyResults({ list, state, path }: Props) {
  const alertQuery = alertQueryOf(state)
  return (
    <>
      <VacancyList list={list} state={state} path={path} />
      <div className="mt-12">
        <AlertSignupForm query={alertQuery} search={describeAlertSearch(alertQuery)} />
      </div>
    </>
  )
}
