'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useTransition } from 'react'

import { nlLists } from '@/i18n/browser'

/**
 * Wraps a list page's filters, results and pagination. A click on a link that only changes this
 * list's query (same path) navigates in a transition, so the list shows a loader until the new
 * results are there (SPEC 4). Links elsewhere, new tabs and modified clicks are left alone.
 */
export function ListTransition({ children }: { children: React.ReactNode }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  const onClickCapture = (event: React.MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return
    const url = new URL(anchor.href, window.location.href)
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return
    event.preventDefault()
    // Filters keep the scroll position; a new page of results starts at the top of the list.
    const keepScroll = anchor.dataset.keepScroll === 'true'
    startTransition(() => router.push(`${url.pathname}${url.search}`, { scroll: !keepScroll }))
  }

  return (
    <div className="relative" aria-busy={pending} onClickCapture={onClickCapture}>
      {children}
      {pending ? (
        <div
          className="absolute inset-0 z-10 flex items-start justify-center bg-surface/70 pt-24"
          data-testid="list-loader"
        >
          <div
            role="status"
            className="flex items-center gap-3 rounded-full bg-surface px-5 py-3 font-semibold text-brand-purple shadow-lg"
          >
            <span
              aria-hidden="true"
              className="h-5 w-5 animate-spin rounded-full border-2 border-brand-purple border-t-transparent motion-reduce:animate-none"
            />
            {nlLists.loading}
          </div>
        </div>
      ) : null}
    </div>
  )
}
