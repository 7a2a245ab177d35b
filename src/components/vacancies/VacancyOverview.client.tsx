'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useRef, useTransition, type MouseEvent, type ReactNode } from 'react'

import type { VacancyFilterOptions } from '@/content/vacancy-options'
import type { VacancyListState, VacancyNavigation } from '@/content/vacancy-url'
import { nl } from '@/i18n/nl'

import { VacancyFilterForm } from './VacancyFilterForm.client'

type Props = {
  path: string
  state: VacancyListState
  options: VacancyFilterOptions
  /** The server-rendered result list of `state`. */
  children: ReactNode
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/**
 * The overview's two columns: filters (left on wide screens, above on small ones) and results.
 * Every URL change runs in a transition, so the loader shows until the new list has rendered.
 */
export function VacancyOverview({ path, state, options, children }: Props) {
  const router = useRouter()
  const [loading, startTransition] = useTransition()
  const results = useRef<HTMLDivElement>(null)

  const navigate = useCallback(
    ({ href, history }: Pick<VacancyNavigation, 'href' | 'history'>) => {
      startTransition(() => {
        if (history === 'push') router.push(href, { scroll: false })
        else router.replace(href, { scroll: false })
      })
    },
    [router],
  )

  // Pagination links work without JavaScript; with it, a page change pushes a history entry in
  // the transition (loader) and brings the top of the list into view.
  const onResultsClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('nav a[href]') : null
    if (!link || !isPlainClick(event)) return
    event.preventDefault()
    const href = link.getAttribute('href') ?? path
    navigate({ href, history: 'push' })
    if (results.current && results.current.getBoundingClientRect().top < 0)
      results.current.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="container-site grid gap-10 py-[var(--spacing-section)] lg:grid-cols-12 lg:gap-12">
      <aside className="lg:col-span-4">
        <div className="lg:sticky lg:top-[calc(var(--header-height,5rem)+1.5rem)]">
          <VacancyFilterForm path={path} state={state} options={options} navigate={navigate} />
        </div>
      </aside>
      <div
        ref={results}
        className="relative scroll-mt-[calc(var(--header-height,5rem)+1.5rem)] lg:col-span-8"
        aria-busy={loading}
        onClickCapture={onResultsClick}
      >
        {loading ? (
          <div className="absolute inset-0 z-10 flex justify-center bg-surface/60" data-testid="vacancy-loader">
            <div
              role="status"
              className="sticky top-[40vh] mt-24 flex h-fit flex-col items-center gap-3 font-semibold text-brand-purple"
            >
              <span
                className="size-10 animate-spin rounded-full border-4 border-brand-purple/20 border-t-brand-purple"
                aria-hidden="true"
              />
              {nl.lists.loading}
            </div>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  )
}
