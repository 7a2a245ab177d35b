import 'server-only'

import type { PageType } from '@/data/page-types'
import type { ListQuery } from '@/lists/list-query'
import { getExperiencesPage, getNewsPage, getSubjects } from '@/lists/server/lists'
import { isMadeUpSubject } from '@/lists/subject-slug'
import type { VacancyFilterKey, VacancyListState } from '@/lists/vacancy-url'
import { getVacancyFilterData, getVacancyOverview } from '@/search/server/vacancy-search'
import { isMadeUpVacancyQuery, OPTION_LISTS, type VacancyFilterOptions } from '@/search/vacancy-options'

/**
 * Whether a list page's query shows a view of the list that exists (one rule for every list):
 * - 'pastLastPage': a page number past the last page. Nothing is there: the 404 page.
 * - 'madeUpFilter': a filter value nobody could have chosen (a sector that is no group, a subject
 *   slug that does not exist, a place nobody knows). Nothing is there either: the 404 page.
 * - 'unknownFilter': a real filter value that is none of the options today (a sector without
 *   open vacancies). The page still helps a visitor (it says nothing matches, keeps the filters to
 *   change), but it is no page of its own for search engines: not indexed, canonical to the
 *   unfiltered list.
 * - 'shown': anything else, an empty result of real filters included.
 * The reads are the list views' own, from Next's cache.
 */
export type ListViewStatus = 'shown' | 'pastLastPage' | 'madeUpFilter' | 'unknownFilter'

/** A chosen value that no open vacancy has, whatever the other filters. */
function hasUnknownVacancyFilter(state: VacancyListState, options: VacancyFilterOptions): boolean {
  return (Object.keys(OPTION_LISTS) as VacancyFilterKey[]).some((key) => {
    const value = state[key]
    if (!value) return false
    const option = options[OPTION_LISTS[key]].find((candidate) => candidate.value === value)
    return !option || option.count === 0
  })
}

/** Made up, read from the cached options and the gazetteer only (no search is run). */
async function hasMadeUpFilter(pageType: PageType, query: ListQuery): Promise<boolean> {
  if (pageType === 'blogIndex') return Boolean(query.subject && isMadeUpSubject(query.subject, await getSubjects()))
  if (pageType !== 'vacanciesIndex') return false
  const { options, groups } = await getVacancyFilterData()
  return isMadeUpVacancyQuery(query, options, groups)
}

async function vacancyListStatus(query: ListQuery): Promise<ListViewStatus> {
  const { state, known, list } = await getVacancyOverview(query)
  if (state.page > list.pageCount) return 'pastLastPage'
  return list.unknownPlace || hasUnknownVacancyFilter(state, known) ? 'unknownFilter' : 'shown'
}

async function newsListStatus({ page, subject }: ListQuery): Promise<ListViewStatus> {
  const [list, subjects] = await Promise.all([getNewsPage({ page, subject }), getSubjects()])
  if (page > list.totalPages) return 'pastLastPage'
  return subject && isMadeUpSubject(subject, subjects) ? 'unknownFilter' : 'shown'
}

async function experiencesListStatus({ page }: ListQuery): Promise<ListViewStatus> {
  const list = await getExperiencesPage({ page })
  return page > list.totalPages ? 'pastLastPage' : 'shown'
}

export async function listViewStatus(pageType: PageType, query: ListQuery): Promise<ListViewStatus> {
  if (await hasMadeUpFilter(pageType, query)) return 'madeUpFilter'
  switch (pageType) {
    case 'vacanciesIndex':
      return vacancyListStatus(query)
    case 'blogIndex':
      return newsListStatus(query)
    case 'experiencesIndex':
      return experiencesListStatus(query)
    default:
      return 'shown'
  }
}

/**
 * The query of the view a list page shows, for its title and canonical address: a searched or
 * filtered vacancy list asked past its last page shows its last page (see VacanciesIndexView).
 */
export async function shownListQuery(pageType: PageType, query: ListQuery, status: ListViewStatus): Promise<ListQuery> {
  if (pageType !== 'vacanciesIndex' || status !== 'pastLastPage') return query
  const { list } = await getVacancyOverview(query)
  return { ...query, page: Math.max(1, list.pageCount) }
}
