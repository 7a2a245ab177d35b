'use client'

import { useEffect, type RefObject } from 'react'

/** Below this width the filters' `<details>` is a sheet over the page (Tailwind's `lg`). */
const SHEET_QUERY = '(max-width: 63.99rem)'

/**
 * Ways out of the phone's filter sheet besides its own controls: Escape closes it (focus back to
 * its summary), and Back closes it too, whatever page Back reaches. The page behind the sheet does
 * not scroll while it is open: a rule in globals.css (`html:has(.filter-sheet[open])`), so that
 * every way of closing it, and leaving the page, restores the scrolling with the element itself.
 */
export function useFilterSheet(sheetRef: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const sheet = sheetRef.current
    if (!sheet) return
    const isOpenSheet = () => sheet.open && window.matchMedia(SHEET_QUERY).matches
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpenSheet()) return
      event.preventDefault()
      sheet.open = false
      sheet.querySelector('summary')?.focus()
    }
    const onPopState = () => {
      if (sheet.open && window.matchMedia(SHEET_QUERY).matches) sheet.open = false
    }
    sheet.addEventListener('keydown', onKeyDown)
    window.addEventListener('popstate', onPopState)
    return () => {
      sheet.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('popstate', onPopState)
    }
  }, [sheetRef])
}
