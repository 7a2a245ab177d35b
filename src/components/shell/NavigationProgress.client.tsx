'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useMemo, useRef, useState } from 'react'

import {
  createNavigationProgress,
  describeNavigation,
  NAVIGATION_START_EVENT,
  type NavigationProgress as Progress,
} from '@/content/shell'
import { nlShell } from '@/i18n/browser'

function blurActiveElement(): void {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
}

/**
 * Client navigations: a loader over the page area while another page loads, a top progress bar
 * once a navigation outlasts 250 ms, and focus removed on path change and after a button click.
 * The server-rendered first page needs neither: it shows at once.
 */
export function NavigationProgress() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [state, setState] = useState<Progress>({ loading: false, bar: false })
  const progress = useMemo(() => createNavigationProgress(setState), [])

  useEffect(() => {
    const onStart = (event: Event) => {
      const navigation = describeNavigation(window.location.href, (event as CustomEvent<string>).detail)
      if (navigation.urlChanges) progress.start(navigation)
    }
    // Only a real pointer click (detail > 0): keyboard users keep their place on the button.
    const onClick = (event: MouseEvent) => {
      const button = event.detail > 0 && event.target instanceof Element ? event.target.closest('button') : null
      if (button) button.blur()
    }
    window.addEventListener(NAVIGATION_START_EVENT, onStart)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener(NAVIGATION_START_EVENT, onStart)
      document.removeEventListener('click', onClick)
      progress.dispose()
    }
  }, [progress])

  const url = `${pathname}?${search}`
  const previous = useRef({ url, pathname })
  useEffect(() => {
    if (previous.current.url === url) return
    if (previous.current.pathname !== pathname) blurActiveElement()
    previous.current = { url, pathname }
    progress.finish()
  }, [url, pathname, progress])

  return (
    <>
      <div className="progress-bar" data-active={state.bar} data-testid="progress-bar" aria-hidden="true" />
      {state.loading ? (
        <div className="page-loader" role="status" data-testid="page-loader">
          <span className="page-loader-spinner" aria-hidden="true" />
          <span className="sr-only">{nlShell.loading}</span>
        </div>
      ) : null}
    </>
  )
}
