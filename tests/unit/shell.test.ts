import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createNavigationProgress,
  deriveHeaderState,
  describeNavigation,
  focusIndex,
  isHomePath,
  menuKeyAction,
  PROGRESS_DELAY_MS,
  type NavigationProgress,
} from '@/content/shell'

describe('header state', () => {
  it('is transparent only at the top of the home page', () => {
    expect(deriveHeaderState({ pathname: '/', scrolled: false, menuOpen: false })).toEqual({
      contrast: false,
      solid: false,
    })
    expect(deriveHeaderState({ pathname: '/', scrolled: true, menuOpen: false })).toEqual({
      contrast: true,
      solid: true,
    })
    expect(deriveHeaderState({ pathname: '/', scrolled: false, menuOpen: true })).toEqual({
      contrast: true,
      solid: true,
    })
  })

  it('is white on every other page, with contrast when scrolled or the menu is open', () => {
    expect(deriveHeaderState({ pathname: '/over-ons', scrolled: false, menuOpen: false })).toEqual({
      contrast: false,
      solid: true,
    })
    expect(deriveHeaderState({ pathname: '/bestaat-niet', scrolled: true, menuOpen: false })).toEqual({
      contrast: true,
      solid: true,
    })
  })

  it('recognises the home page, also with a rewritten list query', () => {
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/__query/page%3D2')).toBe(true)
    expect(isHomePath('/vacatures')).toBe(false)
    expect(isHomePath('/vacatures/__query/page%3D2')).toBe(false)
  })
})

describe('menu keyboard', () => {
  it('opens a dropdown with ArrowDown and closes it with Escape', () => {
    expect(menuKeyAction('ArrowDown', 'toggle')).toBe('openAndFocusFirst')
    expect(menuKeyAction('Escape', 'toggle')).toBe('close')
    expect(menuKeyAction('Escape', 'panel')).toBe('close')
    // Enter and Space act through the button's own click.
    expect(menuKeyAction('Enter', 'toggle')).toBeNull()
    expect(menuKeyAction(' ', 'toggle')).toBeNull()
  })

  it('moves through a dropdown with the arrows, Home and End, wrapping around', () => {
    expect(focusIndex(menuKeyAction('ArrowDown', 'panel'), 0, 3)).toBe(1)
    expect(focusIndex(menuKeyAction('ArrowDown', 'panel'), 2, 3)).toBe(0)
    expect(focusIndex(menuKeyAction('ArrowUp', 'panel'), 0, 3)).toBe(2)
    expect(focusIndex(menuKeyAction('Home', 'panel'), 2, 3)).toBe(0)
    expect(focusIndex(menuKeyAction('End', 'panel'), 0, 3)).toBe(2)
    expect(focusIndex('openAndFocusFirst', -1, 4)).toBe(0)
    expect(focusIndex('next', 0, 0)).toBe(-1)
  })
})

describe('navigation progress', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('tells path changes from query changes and ignores same-page links', () => {
    expect(describeNavigation('http://x/a', '/b')).toEqual({ pathChanges: true, urlChanges: true })
    expect(describeNavigation('http://x/vacatures', '/vacatures?page=2')).toEqual({
      pathChanges: false,
      urlChanges: true,
    })
    expect(describeNavigation('http://x/a?b=1', 'http://x/a?b=1#top')).toEqual({
      pathChanges: false,
      urlChanges: false,
    })
  })

  it('covers the page at once and shows the bar only after 250 ms', () => {
    const states: NavigationProgress[] = []
    const progress = createNavigationProgress((state) => states.push(state))
    progress.start({ pathChanges: true })
    expect(states.at(-1)).toEqual({ loading: true, bar: false })
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1)
    expect(states.at(-1)?.bar).toBe(false)
    vi.advanceTimersByTime(1)
    expect(states.at(-1)).toEqual({ loading: true, bar: true })
    progress.finish()
    expect(states.at(-1)).toEqual({ loading: false, bar: false })
  })

  it('never shows the bar for a navigation that finishes within 250 ms', () => {
    const states: NavigationProgress[] = []
    const progress = createNavigationProgress((state) => states.push(state))
    progress.start({ pathChanges: false })
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 10)
    progress.finish()
    vi.advanceTimersByTime(1000)
    expect(states.some((state) => state.bar)).toBe(false)
    // A query change (a list filter) gets no page loader either.
    expect(states.some((state) => state.loading)).toBe(false)
  })
})
