import { Pagination } from '@/components/Pagination'
import { nl } from '@/i18n/nl'
import { buildVacanciesHref, changePage, type VacancyListState } from '@/lists/vacancy-url'
import type { CountedWayOut } from '@/search/server/vacancy-queries'
import type { VacancyListResult } from '@/search/server/vacancy-search'
import { landingFilter } from '@/seo/list-landing'

import { RESULTS_HEADING_ID } from './results-heading'
import { VacancyRow } from './VacancyRow'

/** 'N vacatures', naming the filter when the list is a landing page of one ('12 vacatures in Utrecht'). */
function countHeading(total: number, state: VacancyListState): string {
  const count = nl.vacancy.count(total)
  const filter = landingFilter('vacanciesIndex', { ...state, subject: null })
  return filter ? nl.vacancy.countIn(count, filter.value) : count
}

type Props = { list: VacancyListResult; state: VacancyListState; path: string }

/**
 * The overview's main column: the number found, the rows of this page, pagination. Nothing found
 * is said once, in the heading, with the spec's 'Geen vacatures gevonden.' instead of '0
 * vacatures'. A distance filter on an unknown place explains why and links the places it might mean.
 */
function wayOutLabel(wayOut: CountedWayOut): string {
  const text = nl.vacancy.wayOut
  switch (wayOut.kind) {
    case 'nearPlace':
      return text.nearPlace(wayOut.search, wayOut.km, wayOut.place)
    case 'withoutPlaceWord':
      return text.withoutPlaceWord(wayOut.search, wayOut.word)
    case 'wider':
      return text.wider(wayOut.km, wayOut.place)
    case 'withoutFilters':
      return text.withoutFilters(wayOut.search)
  }
}

/** An empty result's ways out, each with what it finds, and the alert for this search below. */
function WayOuts({ wayOuts, path }: { wayOuts: CountedWayOut[]; path: string }) {
  return (
    <div className="mb-6 rounded-2xl bg-tint p-6 text-lg">
      <p className="font-semibold">{nl.vacancy.wayOutsIntro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {wayOuts.map((wayOut) => (
          <li key={wayOut.kind}>
            <a href={buildVacanciesHref(wayOut.state, path)} className="font-semibold text-brand-purple underline">
              {wayOutLabel(wayOut)}
            </a>{' '}
            ({nl.vacancy.wayOutCount(wayOut.total)})
          </li>
        ))}
        <li>
          <a href="#vacature-alert" className="font-semibold text-brand-purple underline">
            {nl.vacancy.wayOutAlert}
          </a>
        </li>
      </ul>
    </div>
  )
}

export function VacancyList({ list, state, path }: Props) {
  const now = new Date()
  return (
    <section aria-labelledby={RESULTS_HEADING_ID}>
      {/* Announced when a filter or page change brings a new result. */}
      <div aria-live="polite" aria-atomic="true">
        <h2
          id={RESULTS_HEADING_ID}
          tabIndex={-1}
          className="mb-6 scroll-mt-[calc(var(--header-height,5rem)+1rem)] text-[length:var(--text-h3)]"
        >
          {list.total ? countHeading(list.total, state) : nl.lists.noVacancies}
        </h2>
      </div>
      {list.unknownPlace ? (
        <div role="alert" className="mb-6 rounded-2xl bg-tint p-6 text-lg">
          <p>{nl.vacancy.unknownPlace(list.unknownPlace.name)}</p>
          {list.unknownPlace.suggestions.length ? (
            <p className="mt-2">
              {nl.vacancy.suggestionsIntro}{' '}
              {list.unknownPlace.suggestions.map((place, index) => (
                <span key={place}>
                  {index > 0 ? ', ' : null}
                  <a
                    href={buildVacanciesHref({ ...state, near: place, page: 1 }, path)}
                    className="font-semibold text-brand-purple underline"
                  >
                    {place}
                  </a>
                </span>
              ))}
              ?
            </p>
          ) : (
            <p className="mt-2">{nl.vacancy.noSuggestions}</p>
          )}
        </div>
      ) : null}
      {list.wayOuts?.length ? <WayOuts wayOuts={list.wayOuts} path={path} /> : null}
      {list.items.length ? (
        <ul className="space-y-4">
          {list.items.map((vacancy) => (
            <li key={vacancy.id}>
              <VacancyRow vacancy={vacancy} near={list.nearPlace} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pagination
        current={list.page}
        total={list.pageCount}
        hrefForPage={(page) => changePage(state, page, path).href}
      />
    </section>
  )
}
