'use client'

import { useSyncExternalStore } from 'react'

import { nlSite } from '@/i18n/browser'

const subscribeToNothing = () => () => {}

/**
 * The copyright year is the current year. A cached page may have been rendered last year, so the
 * browser sets the year again after hydration.
 */
export function CopyrightYear({ brandName, renderedYear }: { brandName: string; renderedYear: number }) {
  const year = useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => renderedYear,
  )
  return <span data-testid="copyright">{nlSite.copyright(year, brandName)}</span>
}
