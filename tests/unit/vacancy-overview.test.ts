import { describe, expect, it } from 'vitest'

import { initialOverview, overviewReducer, type OverviewAction, type OverviewView } from '@/lists/vacancy-overview'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'

const state = (overrides: Partial<VacancyListState> = {}): VacancyListState => ({
  ...EMPTY_VACANCY_STATE,
  ...overrides,
})
const reduce = overviewReducer('/vacatures')
const run = (view: OverviewView, ...actions: OverviewAction[]) => actions.reduce(reduce, view)

describe('vacancy overview controls', () => {
  it('typing changes only the text; the throttled search then replaces the URL at page 1', () => {
    const start = initialOverview(state({ page: 3, sector: 'Zorg' }), '/vacatures')
    const typed = run(
      start,
      ...[...'verpleeg'].map((_, i) => ({ type: 'type', text: 'verpleeg'.slice(0, i + 1) }) as const),
    )
    expect(typed).toMatchObject({ text: 'verpleeg', href: start.href, fromServer: true })
    const searched = run(typed, { type: 'search' })
    expect(searched).toMatchObject({
      text: 'verpleeg',
      href: '/vacatures?search=verpleeg&sector=Zorg',
      history: 'replace',
      fromServer: false,
      state: state({ search: 'verpleeg', sector: 'Zorg' }),
    })
    // The final text, searched again after more typing.
    expect(run(searched, { type: 'type', text: 'verpleegkundige' }, { type: 'search' }).href).toBe(
      '/vacatures?search=verpleegkundige&sector=Zorg',
    )
  })

  it("the distance filter's place applies as typed, throttled like the search, and keeps the search typed", () => {
    const start = initialOverview(state({ km: 10 }), '/vacatures')
    const typed = run(
      start,
      { type: 'type', text: 'kok' },
      { type: 'typePlace', text: 'Utr' },
      { type: 'typePlace', text: 'Utrecht' },
    )
    expect(typed).toMatchObject({ place: 'Utrecht', href: start.href })
    const applied = run(typed, { type: 'place' })
    expect(applied).toMatchObject({
      place: 'Utrecht',
      history: 'replace',
      href: '/vacatures?search=kok&near=Utrecht&km=10',
    })
    // Applying the same place again (leaving the field) changes nothing; 'Wis filters' empties it.
    expect(run(applied, { type: 'place' })).toBe(applied)
    expect(run(applied, { type: 'clear' })).toMatchObject({ place: '', href: '/vacatures' })
    expect(run(applied, { type: 'restore', state: state({ near: 'Zwolle' }) })).toMatchObject({ place: 'Zwolle' })
  })

  it('a search that gives the same URL changes nothing (no reload of the list)', () => {
    const view = run(initialOverview(state({ search: 'zorg' }), '/vacatures'), { type: 'type', text: 'zorg ' })
    expect(run(view, { type: 'search' })).toBe(view)
  })

  it('a filter choice keeps the text typed so far and starts at page 1', () => {
    const view = run(
      initialOverview(state({ page: 2 }), '/vacatures'),
      { type: 'type', text: 'monteur' },
      { type: 'filter', key: 'location', value: 'Utrecht' },
    )
    expect(view).toMatchObject({ href: '/vacatures?search=monteur&location=Utrecht', history: 'replace' })
  })

  it('a page link pushes; Wis filters clears the text too; back restores the text of that URL', () => {
    const start = initialOverview(state({ search: 'bouw' }), '/vacatures')
    expect(run(start, { type: 'page', page: 2 })).toMatchObject({
      href: '/vacatures?page=2&search=bouw',
      history: 'push',
    })
    expect(run(start, { type: 'clear' })).toMatchObject({ text: '', href: '/vacatures', history: 'replace' })
    expect(run(start, { type: 'restore', state: state({ search: 'zorg' }) })).toMatchObject({
      text: 'zorg',
      history: 'none',
      fromServer: false,
    })
  })

  it('a new server render starts over from its state', () => {
    const changed = run(initialOverview(state(), '/vacatures'), { type: 'type', text: 'x' }, { type: 'search' })
    expect(run(changed, { type: 'server', state: state() })).toMatchObject({
      ...initialOverview(state(), '/vacatures'),
      version: 2,
    })
  })

  it('back to a render made for an earlier URL of the entry: the address decides, its list is loaded', () => {
    // The page was rendered for '/vacatures'; the controls have since written a search and a sector.
    const address = { requested: '/vacatures', current: state({ search: 'planner', sector: 'Logistiek' }) }
    const view = initialOverview(state(), '/vacatures', address)
    expect(view).toMatchObject({
      text: 'planner',
      state: address.current,
      href: '/vacatures?search=planner&sector=Logistiek',
      history: 'none',
      fromServer: false,
    })
    // The next choice adds to that search.
    expect(run(view, { type: 'filter', key: 'location', value: 'Utrecht' }).href).toBe(
      '/vacatures?search=planner&location=Utrecht&sector=Logistiek',
    )
    // Its effect on mount changes nothing.
    expect(run(view, { type: 'server', state: state(), address })).toBe(view)
  })

  it('a render made for the URL shown is kept, even when it spells a value as the options do', () => {
    const address = { requested: '/vacatures?sector=logistiek', current: state({ sector: 'logistiek' }) }
    const view = initialOverview(state({ sector: 'Logistiek' }), '/vacatures', address)
    expect(view).toMatchObject({ fromServer: true, href: '/vacatures?sector=Logistiek' })
    expect(run(view, { type: 'server', state: state({ sector: 'Logistiek' }), address })).toBe(view)
  })
})
