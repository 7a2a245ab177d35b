import type React from 'react'

import { CardGrid } from '@/components/cards/CardGrid'
import { Pagination } from '@/components/Pagination'
import { nl } from '@/i18n/nl'
import type { ListPage } from '@/lists/server/lists'

import { ListTransition } from './ListTransition.client'

type Props<Item> = {
  list: ListPage<Item>
  children: (item: Item, index: number) => React.ReactNode
  hrefForPage: (page: number) => string
  /** Controls above the results, e.g. the subject filter. */
  filter?: React.ReactNode
  /** What the list holds, for its count. */
  noun?: 'articles' | 'stories'
}

/**
 * A list page's results: the filter, one page of cards with the pagination below, or the empty
 * message; with a loader while another page or filter loads.
 */
export function CardList<Item extends { id: number | string }>({
  list,
  children,
  hrefForPage,
  filter,
  noun = 'articles',
}: Props<Item>) {
  return (
    <section className="container-site">
      <ListTransition>
        {filter}
        {list.docs.length ? (
          <>
            <h2 className="mb-6 text-lg font-semibold text-muted">{nl.lists.results[noun](list.totalDocs)}</h2>
            <CardGrid items={list.docs} testId="card-list">
              {children}
            </CardGrid>
            <Pagination current={list.page} total={list.totalPages} hrefForPage={hrefForPage} />
          </>
        ) : (
          <p className="rounded-2xl bg-tint px-6 py-10 text-center text-lg font-semibold">{nl.lists.empty}</p>
        )}
      </ListTransition>
    </section>
  )
}
