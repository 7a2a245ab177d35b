import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { parseListQuery } from '@/lists/list-query'
import { SEARCH_THROTTLE_MS, throttleTrailing } from '@/lists/throttle'
import {
  buildApplyHref,
  buildVacanciesHref,
  changeFilter,
  changePage,
  changeSearch,
  clearFilters,
  activeFilterCount,
  EMPTY_VACANCY_STATE,
  parseVacancyHref,
  resolveVacancyHref,
  vacancyStateOf,
  type VacancyListState,
} from '@/lists/vacancy-url'

const state = (overrides: Partial<VacancyListState> = {}): VacancyListState => ({
  ...EMPTY_VACANCY_STATE,
  ...overrides,
})

/** The state as the server reads it back from a URL (through the proxy's normalisation). */
const readBack = (href: string) => parseVacancyHref(href)
const parseVacancyListState = (query: Record<string, string>) =>
  vacancyStateOf(parseListQuery(new URLSearchParams(query)))

describe('vacancy overview URL (SPEC 4, 5)', () => {
  it('reads page, search and the three filters; a page that is not a number is 1', () => {
    expect(
      parseVacancyListState({ page: '3', search: 'monteur', location: 'Utrecht', function: 'ICT', sector: 'Techniek' }),
    ).toEqual({
      page: 3,
      search: 'monteur',
      location: 'Utrecht',
      function: 'ICT',
      sector: 'Techniek',
      sort: 'relevantie',
      near: '',
      km: 25,
      salaris: null,
    })
    for (const page of ['abc', '2x', '-1', '0', '1.5', '']) expect(parseVacancyListState({ page }).page).toBe(1)
    expect(parseVacancyListState({})).toEqual(EMPTY_VACANCY_STATE)
  })

  it('reads the order and the distance filter; unknown values fall back to the defaults', () => {
    expect(parseVacancyListState({ sort: 'nieuwste', near: ' Utrecht ', km: '10' })).toMatchObject({
      sort: 'nieuwste',
      near: 'Utrecht',
      km: 10,
    })
    expect(parseVacancyListState({ sort: 'duurste', km: '12' })).toMatchObject({ sort: 'relevantie', km: 25 })
  })

  it('writes sort only when not the default, and km only with a place', () => {
    expect(buildVacanciesHref(state({ sort: 'relevantie', km: 50 }))).toBe('/vacatures')
    expect(buildVacanciesHref(state({ search: 'monteur', sort: 'nieuwste', near: 'Utrecht', km: 25 }))).toBe(
      '/vacatures?search=monteur&near=Utrecht&sort=nieuwste',
    )
    expect(buildVacanciesHref(state({ near: 'Utrecht', km: 10 }))).toBe('/vacatures?near=Utrecht&km=10')
  })

  it('leaves empty values and page 1 out of the URL', () => {
    expect(buildVacanciesHref(state())).toBe('/vacatures')
    expect(buildVacanciesHref(state({ page: 1, search: '  ', sector: '' }))).toBe('/vacatures')
    expect(buildVacanciesHref(state({ page: 2 }))).toBe('/vacatures?page=2')
    expect(buildVacanciesHref(state({ sector: 'Bouw & Infra', location: "'s-Hertogenbosch" }))).toBe(
      '/vacatures?location=%27s-Hertogenbosch&sector=Bouw+%26+Infra',
    )
  })

  it('round-trips every value through the URL', () => {
    const full = state({
      page: 4,
      search: 'zorg & welzijn',
      location: 'Den Haag',
      function: 'Verpleging & Verzorging',
      sector: 'Zorg & Welzijn',
    })
    expect(readBack(buildVacanciesHref(full))).toEqual(full)
  })

  it('a filter change resets to page 1 and replaces the history entry', () => {
    const navigation = changeFilter(state({ page: 3, search: 'planner' }), 'sector', 'Logistiek')
    expect(navigation).toEqual({
      href: '/vacatures?search=planner&sector=Logistiek',
      history: 'replace',
      state: state({ page: 1, search: 'planner', sector: 'Logistiek' }),
    })
    expect(changeFilter(state({ page: 3, sector: 'Logistiek' }), 'sector', '')).toMatchObject({
      href: '/vacatures',
      history: 'replace',
    })
  })

  it('new search text resets to page 1 and replaces the history entry', () => {
    expect(changeSearch(state({ page: 5, location: 'Breda' }), ' monteur ')).toEqual({
      href: '/vacatures?search=monteur&location=Breda',
      history: 'replace',
      state: state({ page: 1, search: 'monteur', location: 'Breda' }),
    })
  })

  it('a page change keeps the filters and pushes a history entry', () => {
    expect(changePage(state({ sector: 'ICT', search: 'analist' }), 2)).toEqual({
      href: '/vacatures?page=2&search=analist&sector=ICT',
      history: 'push',
      state: state({ page: 2, sector: 'ICT', search: 'analist' }),
    })
    expect(changePage(state({ page: 2, sector: 'ICT' }), 1)).toMatchObject({
      href: '/vacatures?sector=ICT',
      history: 'push',
    })
  })

  it("'Wis filters' clears all four filters and the page, replacing the history entry", () => {
    expect(clearFilters()).toEqual({ href: '/vacatures', history: 'replace', state: EMPTY_VACANCY_STATE })
    expect(clearFilters('/werken-bij')).toMatchObject({ href: '/werken-bij', history: 'replace' })
  })

  it('counts the filters that are set (search included, the page not)', () => {
    expect(activeFilterCount(state({ page: 3 }))).toBe(0)
    expect(activeFilterCount(state({ search: 'x' }))).toBe(1)
    expect(activeFilterCount(state({ location: 'Breda', sector: 'Zorg', search: 'x' }))).toBe(3)
  })
})

describe('vacancy links', () => {
  it('opens an external vacancy link, otherwise the vacancy page', () => {
    expect(resolveVacancyHref({ uri: 'vacatures/planner-1', vacancyLink: 'https://werken.example.nl/v/1' })).toEqual({
      href: 'https://werken.example.nl/v/1',
      external: true,
    })
    expect(resolveVacancyHref({ uri: 'vacatures/planner-1', vacancyLink: null })).toEqual({
      href: '/vacatures/planner-1',
      external: false,
    })
    // Not an http(s)/ftp target: the own page is the safe choice.
    expect(resolveVacancyHref({ uri: 'vacatures/planner-1', vacancyLink: 'javascript:alert(1)' })).toEqual({
      href: '/vacatures/planner-1',
      external: false,
    })
  })

  it("'Solliciteer direct' goes to /solliciteren with the vacancy id", () => {
    expect(buildApplyHref(42)).toBe('/solliciteren?vacature=42')
  })
})

describe('search throttle (500 ms)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once, after 500 ms, with the latest text of a burst', () => {
    const run = vi.fn()
    const throttled = throttleTrailing(run, SEARCH_THROTTLE_MS)
    for (const text of ['m', 'mo', 'mon', 'mont']) {
      throttled.push(text)
      vi.advanceTimersByTime(50)
    }
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(SEARCH_THROTTLE_MS - 200 - 1)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith('mont')
  })

  it('opens a new window for text typed after the first one closed', () => {
    const run = vi.fn()
    const throttled = throttleTrailing(run, SEARCH_THROTTLE_MS)
    throttled.push('a')
    vi.advanceTimersByTime(SEARCH_THROTTLE_MS)
    throttled.push('ab')
    vi.advanceTimersByTime(SEARCH_THROTTLE_MS)
    expect(run.mock.calls).toEqual([['a'], ['ab']])
  })

  it('flushes a waiting value at once and can drop it', () => {
    const run = vi.fn()
    const throttled = throttleTrailing(run, SEARCH_THROTTLE_MS)
    throttled.push('zorg')
    throttled.flush()
    expect(run).toHaveBeenCalledWith('zorg')
    throttled.push('bouw')
    throttled.cancel()
    vi.advanceTimersByTime(SEARCH_THROTTLE_MS * 2)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
