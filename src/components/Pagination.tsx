import Link from 'next/link'

import { Arrow } from '@/components/Arrow'
import { nl } from '@/i18n/nl'
import { padPageNumber, paginationWindow } from '@/lists/pagination'

type Props = {
  current: number
  total: number
  /** The href of a page; page 1 must give the URL without a page parameter. */
  hrefForPage: (page: number) => string
}

/** SPEC 2.4: two pages either side of the current one, padded numbers, previous and next arrows. */
export function Pagination({ current, total, hrefForPage }: Props) {
  if (total <= 1) return null
  const pages = paginationWindow(current, total)
  const arrow =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-line hover:border-brand-purple'
  return (
    <nav aria-label={nl.pagination.label} className="mt-12 flex justify-center">
      <ul className="flex items-center gap-2">
        <li>
          {current > 1 ? (
            <Link href={hrefForPage(current - 1)} className={arrow} aria-label={nl.pagination.previous} rel="prev">
              <Arrow direction="previous" />
            </Link>
          ) : null}
        </li>
        {pages.map((page) => (
          <li key={page}>
            <Link
              href={hrefForPage(page)}
              aria-current={page === current ? 'page' : undefined}
              className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold ${page === current ? 'bg-brand-purple text-white' : 'hover:bg-tint'}`}
            >
              {/* The padded number is what shows; screen readers hear 'Pagina 2', not 'nul twee'. */}
              <span aria-hidden="true">{padPageNumber(page)}</span>
              <span className="sr-only">{nl.pagination.page(page)}</span>
            </Link>
          </li>
        ))}
        <li>
          {current < total ? (
            <Link href={hrefForPage(current + 1)} className={arrow} aria-label={nl.pagination.next} rel="next">
              <Arrow direction="next" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
