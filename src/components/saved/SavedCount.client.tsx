'use client'

import Link from 'next/link'

import { nlSaved } from '@/i18n/browser'

import { SAVED_VACANCIES_PATH } from './paths'
import { useSavedVacancies } from './use-saved-vacancies.client'

const text = nlSaved

/**
 * The header's link to the saved vacancies, with their number once the browser's list is known
 * and not empty: a '0' badge says nothing. The link keeps its name 'Bewaarde vacatures' (shown
 * from large screens, for screen readers always), the number follows it in the name.
 */
export function SavedCount() {
  const { ids } = useSavedVacancies()
  const count = ids?.length ?? 0
  return (
    <Link
      href={SAVED_VACANCIES_PATH}
      className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue lg:order-last lg:ml-4"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
        <path
          d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1Z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only lg:not-sr-only">{text.headerLink}</span>
      {count ? (
        <span
          data-testid="saved-count"
          className="inline-grid min-w-6 place-items-center rounded-full bg-brand-purple px-1.5 text-sm font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  )
}
