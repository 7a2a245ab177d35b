'use client'

import { useEffect, useReducer, useRef, useState, useTransition, type MouseEvent, type ReactNode } from 'react'

import { nlLists } from '@/i18n/browser'
import { rememberListUrl } from '@/lists/list-memory'
import { initialOverview, overviewReducer, type OverviewAddress } from '@/lists/vacancy-overview'
import { parseVacancyHref, type VacancyListState } from '@/lists/vacancy-url'
import type { VacancyFilterOptions } from '@/search/vacancy-options'

import { renderVacancyResults } from './vacancy-results.action'
import { VacancyFilterForm } from './VacancyFilterForm.client'

type Props = {
  path: string
  state: VacancyListState
  /** The URL the server rendered for, as requested: compared with the address the page shows. */
  requested: string
  options: VacancyFilterOptions
  /** How many vacancies the server-rendered list has. */
  total: number
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

/** The address shown, in the browser only (the server renders for the request's own URL). */
function addressOf(requested: string): OverviewAddress | undefined {
  if (typeof window === 'undefined') return undefined
  return { requested, current: parseVacancyHref(window.location.href) }
}

/**
 * The overview's two columns: filters (left on wide screens, above on small ones) and results.
 * A control changes the URL in place (replace; a page link pushes) and the list of the new URL is
 * rendered on the server and shown here, so nothing on the page is mounted again: the search box
 * keeps its focus and what is being typed. The loader shows until the newest list has arrived.
 */
export function VacancyOverview({ path, state, requested, options, total, children }: Props) {
  const [view, dispatch] = useReducer(overviewReducer(path), null, () =>
    initialOverview(state, path, addressOf(requested)),
  )
  const [results, setResults] = useState<ReactNode>(null)
  // The options counted for the state shown: each change brings them with its list.
  const [loaded, setLoaded] = useState<{ options: VacancyFilterOptions; total: number } | null>(null)
  // Back from another page may bring the render of an earlier URL of this entry: never shown.
  const [childrenStale] = useState(() => !view.fromServer)
  const [loading, startTransition] = useTransition()
  const resultsRef = useRef<HTMLDivElement>(null)

  // A new server render (a link to the overview followed, a refresh) brings its own state and
  // list, unless the address shows another state.
  useEffect(() => dispatch({ type: 'server', state, address: addressOf(requested) }), [state, requested])

  // 'Terug' on a vacancy leads back to this URL, with its filters and page.
  useEffect(() => rememberListUrl('vacancies', view.href), [view.href])

  // After each change: the URL follows (Next's router keeps in step with the native history
  // calls), then the new list is loaded; an answer for an older change is dropped.
  useEffect(() => {
    if (view.fromServer) return
    if (view.history === 'push') window.history.pushState(null, '', view.href)
    if (view.history === 'replace') window.history.replaceState(null, '', view.href)
    let current = true
    startTransition(async () => {
      const answer = await renderVacancyResults(view.href)
      if (current)
        startTransition(() => {
          setResults(answer.results)
          setLoaded({ options: answer.options, total: answer.total })
        })
    })
    return () => {
      current = false
    }
  }, [view])

  // Back and forward between pages of the overview show the list of the URL they reach.
  useEffect(() => {
    const onPopState = () => {
      if (window.location.pathname === path)
        dispatch({ type: 'restore', state: parseVacancyHref(window.location.href) })
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [path])

  // Pagination links work without JavaScript; with it, a page change pushes a history entry and
  // brings the top of the list into view.
  const onResultsClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('nav a[href]') : null
    if (!link || !isPlainClick(event)) return
    event.preventDefault()
    dispatch({ type: 'page', page: parseVacancyHref(link.getAttribute('href') ?? path).page })
    if (resultsRef.current && resultsRef.current.getBoundingClientRect().top < 0)
      resultsRef.current.scrollIntoView({ block: 'start' })
  }

  return (
    <div className="container-site grid gap-6 py-6 md:pt-10 md:pb-[var(--spacing-section)] lg:grid-cols-12 lg:gap-12">
      <aside className="lg:col-span-4">
        <div className="lg:sticky lg:top-[calc(var(--header-height,5rem)+1.5rem)]">
          <VacancyFilterForm
            path={path}
            view={view}
            options={!view.fromServer && loaded ? loaded.options : options}
            total={!view.fromServer && loaded ? loaded.total : total}
            act={dispatch}
          />
        </div>
      </aside>
      <div
        ref={resultsRef}
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
              {nlLists.loading}
            </div>
          </div>
        ) : null}
        {view.fromServer ? children : (results ?? (childrenStale ? <div className="min-h-96" /> : children))}
      </div>
    </div>
  )
}
