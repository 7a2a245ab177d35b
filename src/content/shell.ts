import { QUERY_SEGMENT } from '@/lists/list-segments'

/**
 * SPEC 9: the header switches to its contrast style after this many pixels of scrolling (51 px
 * yes, 50 px not yet): the header watches a strip of this height at the top of the page.
 */
export const HEADER_CONTRAST_OFFSET = 50

/** SPEC 9: the navigation dropdowns are hidden after a navigation and shown again after this delay. */
export const DROPDOWN_RESHOW_DELAY_MS = 100

/** SPEC 9: the top progress bar starts only when a navigation takes longer than this. */
export const PROGRESS_DELAY_MS = 250

/** Window event announcing the start of a client navigation (see src/instrumentation-client.ts). */
export const NAVIGATION_START_EVENT = 'koers:navigation-start'

/**
 * True for the home page. A home page with a list query is served under '/__query/…' (see
 * proxy.ts), which the server may report as its path; it is still the home page.
 */
export function isHomePath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/'
  return clean === '/' || clean === `/${QUERY_SEGMENT}` || clean.startsWith(`/${QUERY_SEGMENT}/`)
}

/** The colour of the home page's key visual, under the transparent header. */
export type HeroTone = 'light' | 'dark'

export type HeaderState = {
  /** The contrast style: scrolled past the offset, or the menu is open. */
  contrast: boolean
  /** A white header: always except at the top of the home page. */
  solid: boolean
}

/** SPEC 2.2: the header's look from the path, the scroll position and the menu. */
export function deriveHeaderState({
  pathname,
  scrolled,
  menuOpen,
}: {
  pathname: string
  scrolled: boolean
  menuOpen: boolean
}): HeaderState {
  const contrast = scrolled || menuOpen
  return { contrast, solid: contrast || !isHomePath(pathname) }
}

export type MenuKeyAction = 'openAndFocusFirst' | 'close' | 'next' | 'previous' | 'first' | 'last' | null

/**
 * Keyboard in the navigation. On a dropdown's toggle or its top-level link, ArrowDown opens the
 * dropdown and moves into it (Enter and Space work as on any button); Escape closes it. Inside an
 * open dropdown the arrows, Home and End move between its links.
 */
export function menuKeyAction(key: string, place: 'toggle' | 'panel'): MenuKeyAction {
  if (key === 'Escape' || key === 'Esc') return 'close'
  if (place === 'toggle') return key === 'ArrowDown' ? 'openAndFocusFirst' : null
  const actions: Record<string, MenuKeyAction> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' }
  return actions[key] ?? null
}

/** The index to focus in a list of `length` links after an action (wrapping around). */
export function focusIndex(action: MenuKeyAction, current: number, length: number): number {
  if (length <= 0) return -1
  if (action === 'first' || action === 'openAndFocusFirst') return 0
  if (action === 'last') return length - 1
  const step = action === 'next' ? 1 : action === 'previous' ? -1 : 0
  return (((current + step) % length) + length) % length
}

/** A navigation to another page: a different path (the page area gets a loader) or query. */
export function describeNavigation(from: string, to: string): { pathChanges: boolean; urlChanges: boolean } {
  const base = 'http://local'
  const source = new URL(from, base)
  const target = new URL(to, source)
  const pathChanges = source.pathname !== target.pathname
  return { pathChanges, urlChanges: pathChanges || source.search !== target.search }
}

export type NavigationProgress = { loading: boolean; bar: boolean }

/**
 * The loader and progress bar of one client navigation: the loader covers the page area as soon
 * as another path is requested; the bar appears only once the navigation outlasts the delay.
 */
export function createNavigationProgress(onChange: (state: NavigationProgress) => void, delayMs = PROGRESS_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let state: NavigationProgress = { loading: false, bar: false }
  const set = (next: NavigationProgress) => {
    if (next.loading === state.loading && next.bar === state.bar) return
    state = next
    onChange(state)
  }
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  return {
    start({ pathChanges }: { pathChanges: boolean }) {
      clear()
      set({ loading: pathChanges, bar: false })
      timer = setTimeout(() => set({ ...state, bar: true }), delayMs)
    },
    finish() {
      clear()
      set({ loading: false, bar: false })
    },
    dispose: clear,
  }
}
