import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import {
  countVacancyOptions,
  fetchVacancyGroups,
  findWayOuts,
  searchVacancies,
  type VacancyGroups,
} from '@/search/server/vacancy-queries'
import { buildVacancyLookups, type VacancyFilterOptions } from '@/search/vacancy-options'

import { getTestPayload } from './helpers'

const now = new Date()
let payload: Payload
let groups: VacancyGroups

/** One offered option as the part of the state that chooses it. */
type Choice = { label: string; state: Partial<VacancyListState>; count: number }

/** Every option the selects offer for a state, each as the state change it makes. */
function choicesOf(options: VacancyFilterOptions): Choice[] {
  return [
    ...options.locations.map(({ value, count }) => ({ label: `location=${value}`, state: { location: value }, count })),
    ...options.sectors.map(({ value, count }) => ({ label: `sector=${value}`, state: { sector: value }, count })),
    ...options.functions.map(({ value, count }) => ({ label: `function=${value}`, state: { function: value }, count })),
    ...options.salaries.map(({ amount, count }) => ({ label: `salaris=${amount}`, state: { salaris: amount }, count })),
  ]
}

const keyOf = (choice: Choice) => Object.keys(choice.state)[0]

const optionsFor = (state: VacancyListState) => countVacancyOptions(payload, state, { groups, now })

const totalOf = async (state: VacancyListState) =>
  (await searchVacancies(payload, state, { lookups: buildVacancyLookups(groups), now })).total

/**
 * Chooses every option offered for `base`, then every option offered beside it: each count shown
 * must be the number of vacancies the choice lists, and never 0. Returns how many pairs it tried.
 */
async function checkPairs(base: VacancyListState): Promise<number> {
  let pairs = 0
  const mismatches: string[] = []
  for (const first of choicesOf(await optionsFor(base))) {
    const chosen = { ...base, ...first.state }
    const total = await totalOf(chosen)
    if (total !== first.count || total === 0) mismatches.push(`${first.label}: shown ${first.count}, listed ${total}`)
    for (const second of choicesOf(await optionsFor(chosen))) {
      if (keyOf(second) === keyOf(first)) continue
      const both = await totalOf({ ...chosen, ...second.state })
      pairs++
      if (both !== second.count || both === 0)
        mismatches.push(`${first.label} + ${second.label}: shown ${second.count}, listed ${both}`)
    }
  }
  expect(mismatches).toEqual([])
  return pairs
}

beforeAll(async () => {
  payload = await getTestPayload()
  groups = await fetchVacancyGroups(payload)
})

describe('the filter options counted for a state (faceted counts)', () => {
  it('narrow: every pair of offered options lists as many vacancies as shown, never none', async () => {
    expect(await checkPairs(EMPTY_VACANCY_STATE)).toBeGreaterThan(100)
  })

  it('narrow with a search word applied', async () => {
    expect(await checkPairs({ ...EMPTY_VACANCY_STATE, search: 'planner' })).toBeGreaterThan(0)
  })

  it('narrow with a distance applied', async () => {
    expect(await checkPairs({ ...EMPTY_VACANCY_STATE, near: 'Utrecht', km: 50 })).toBeGreaterThan(0)
  })

  it('leave out an option that the other filters exclude', async () => {
    const { sectors } = await optionsFor(EMPTY_VACANCY_STATE)
    const narrowed = await optionsFor({ ...EMPTY_VACANCY_STATE, near: 'Groningen', km: 10 })
    expect(narrowed.sectors.length).toBeLessThan(sectors.length)
    expect(narrowed.locations.every((option) => option.count > 0)).toBe(true)
  })

  it('count a filter’s options without its own value, so another value can be chosen', async () => {
    const [first, second] = (await optionsFor(EMPTY_VACANCY_STATE)).sectors
    const { sectors } = await optionsFor({ ...EMPTY_VACANCY_STATE, sector: first.value })
    expect(sectors.find((option) => option.value === second.value)?.count).toBe(second.count)
  })

  it('offer nothing for a state that matches nothing whatever its options', async () => {
    const options = await optionsFor({ ...EMPTY_VACANCY_STATE, near: 'Nergenshuizen' })
    expect(choicesOf(options)).toEqual([])
  })
})

describe('the ways out of an empty result', () => {
  it('offer only what finds vacancies, each with the number it finds', async () => {
    const state = { ...EMPTY_VACANCY_STATE, search: 'verpleegkundige utrecht' }
    expect(await totalOf(state)).toBe(0)
    const wayOuts = await findWayOuts(payload, state, { lookups: buildVacancyLookups(groups), now })
    expect(wayOuts.length).toBeGreaterThan(0)
    expect(wayOuts.map((wayOut) => wayOut.kind)).toContain('withoutPlaceWord')
    for (const wayOut of wayOuts) expect(await totalOf(wayOut.state)).toBe(wayOut.total)
    expect(wayOuts.every((wayOut) => wayOut.total > 0)).toBe(true)
  })
})
