import { Pagination } from '@/components/Pagination'
import type { VacancyListResult } from '@/content/vacancy-search'
import { changePage, type VacancyListState } from '@/content/vacancy-url'
import { nl } from '@/i18n/nl'

import { VacancyRow } from './VacancyRow'

type Props = { list: VacancyListResult; state: VacancyListState; path: string }

/** The overview's main column: the number found, the rows of this page, pagination. */
export function VacancyList({ list, state, path }: Props) {
  return (
    <section aria-labelledby="vacancy-results">
      {/* Announced when a filter or page change brings a new result. */}
      <div aria-live="polite" aria-atomic="true">
        <h2 id="vacancy-results" className="mb-6 text-[length:var(--text-h3)]">
          {nl.vacancy.count(list.total)}
        </h2>
      </div>
      {list.items.length ? (
        <ul className="space-y-4">
          {list.items.map((vacancy) => (
            <li key={vacancy.id}>
              <VacancyRow vacancy={vacancy} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl bg-tint p-8 text-lg">{nl.lists.noVacancies}</p>
      )}
      <Pagination
        current={list.page}
        total={list.pageCount}
        hrefForPage={(page) => changePage(state, page, path).href}
      />
    </section>
  )
}
