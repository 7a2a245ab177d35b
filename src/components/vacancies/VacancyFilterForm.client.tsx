'use client'

import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type Dispatch,
  type FormEvent,
  type MouseEvent,
} from 'react'

import { nlVacancyFilters } from '@/i18n/browser'
import { DISTANCE_CHOICES_KM, MAX_QUERY_TEXT_LENGTH, VACANCY_SORTS } from '@/lists/list-query'
import { SEARCH_THROTTLE_MS, throttleTrailing } from '@/lists/throttle'
import type { OverviewAction, OverviewView } from '@/lists/vacancy-overview'
import { activeFilterCount, clearFilters, type VacancyFilterKey } from '@/lists/vacancy-url'
import type { FilterOption, OPTION_LISTS, VacancyFilterOptions } from '@/search/vacancy-options'

import { FilterSelect } from './FilterSelect'
import { ChevronDownIcon, SearchIcon } from './icons'
import { RESULTS_HEADING_ID } from './results-heading'
import { SalaryFromSelect } from './SalaryFromSelect.client'

type Props = {
  path: string
  view: OverviewView
  options: VacancyFilterOptions
  /** How many vacancies the list shown has: the sheet's button says it. */
  total: number
  act: Dispatch<OverviewAction>
}

const SELECTS: Array<{
  key: VacancyFilterKey
  list: (typeof OPTION_LISTS)[VacancyFilterKey]
  label: string
  empty: string
}> = [
  { key: 'function', list: 'functions', label: nlVacancyFilters.functionLabel, empty: nlVacancyFilters.functionEmpty },
  { key: 'sector', list: 'sectors', label: nlVacancyFilters.sectorLabel, empty: nlVacancyFilters.sectorEmpty },
  { key: 'location', list: 'locations', label: nlVacancyFilters.locationLabel, empty: nlVacancyFilters.locationEmpty },
]

const noSubscription = () => () => {}

const field = 'h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink hover:border-brand-purple'

/**
 * The filter form (SPEC 2.3, 4): a GET form that works without JavaScript; with it, a select
 * change, the search text or the distance's place (both throttled 500 ms) replaces the URL at
 * page 1, and 'Wis filters' clears all. 'Wat' and 'Waar' stay on top at every width; on small
 * screens the other filters open as a sheet ('Filters', with how many are active) whose sticky
 * button shows the results.
 */
export function VacancyFilterForm({ path, view, options, total, act }: Props) {
  const id = useId()
  const sheetRef = useRef<HTMLDetailsElement>(null)
  // Until the page is interactive the sheet's button submits the form and cannot know the count.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  // The first keystroke opens a 500 ms window; the text as it stands when it closes is searched.
  const [throttle] = useState(() => throttleTrailing(() => act({ type: 'search' }), SEARCH_THROTTLE_MS))
  useEffect(() => () => throttle.cancel(), [throttle])
  // The place of the distance filter applies as it is typed, in the same rhythm as the search.
  const [placeThrottle] = useState(() => throttleTrailing(() => act({ type: 'place' }), SEARCH_THROTTLE_MS))
  useEffect(() => () => placeThrottle.cancel(), [placeThrottle])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    throttle.cancel()
    placeThrottle.cancel()
    // Enter in either field applies both texts at once.
    act({ type: 'place' })
    act({ type: 'search' })
  }

  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the cleared list as any link would.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    throttle.cancel()
    placeThrottle.cancel()
    act({ type: 'clear' })
  }

  // The sheet's button applies what is still being typed, closes the sheet and brings the
  // results into view, with focus on their heading so that a screen reader starts there.
  const onShowResults = () => {
    if (sheetRef.current) sheetRef.current.open = false
    const heading = document.getElementById(RESULTS_HEADING_ID)
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: 'start' })
  }

  const active = activeFilterCount(view.state)
  return (
    <div className="rounded-2xl bg-tint">
      <form
        role="search"
        method="get"
        action={path}
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="relative"
      >
        <h2 id={`${id}-title`} className="px-5 pt-5 text-[length:var(--text-h3)] max-lg:sr-only sm:px-6 lg:pt-6">
          {nlVacancyFilters.filtersTitle}
        </h2>
        <div className="grid gap-4 p-5 pb-3 sm:grid-cols-2 sm:px-6 lg:grid-cols-1 lg:pb-0">
          <div>
            <label htmlFor={`${id}-search`} className="mb-2 block font-semibold">
              {nlVacancyFilters.whatLabel}
              <span className="sr-only"> {nlVacancyFilters.whatHint}</span>
            </label>
            <div className="relative">
              <input
                id={`${id}-search`}
                type="search"
                name="search"
                value={view.text}
                onChange={(event) => {
                  act({ type: 'type', text: event.target.value })
                  throttle.push(undefined)
                }}
                placeholder={nlVacancyFilters.searchPlaceholder}
                maxLength={MAX_QUERY_TEXT_LENGTH}
                autoComplete="off"
                enterKeyHint="search"
                className={`${field} pr-14 placeholder:text-muted`}
              />
              <button
                type="submit"
                className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-lg text-brand-purple hover:bg-tint"
              >
                <SearchIcon />
                <span className="sr-only">{nlVacancyFilters.searchSubmit}</span>
              </button>
            </div>
          </div>
          <fieldset>
            <legend className="mb-2 block font-semibold">{nlVacancyFilters.whereLegend}</legend>
            <div className="grid grid-cols-[1fr_auto] gap-2">
              <div>
                <label htmlFor={`${id}-near`} className="sr-only">
                  {nlVacancyFilters.nearLabel}
                </label>
                <input
                  id={`${id}-near`}
                  type="text"
                  name="near"
                  value={view.place}
                  onChange={(event) => {
                    act({ type: 'typePlace', text: event.target.value })
                    placeThrottle.push(undefined)
                  }}
                  onBlur={() => {
                    placeThrottle.cancel()
                    act({ type: 'place' })
                  }}
                  placeholder={nlVacancyFilters.nearPlaceholder}
                  maxLength={MAX_QUERY_TEXT_LENGTH}
                  autoComplete="off"
                  className={`${field} placeholder:text-muted`}
                />
              </div>
              <label htmlFor={`${id}-km`} className="sr-only">
                {nlVacancyFilters.distanceLabel}
              </label>
              <select
                id={`${id}-km`}
                name="km"
                value={view.state.km}
                onChange={(event) => {
                  const km = DISTANCE_CHOICES_KM.find((choice) => String(choice) === event.target.value)
                  if (km) act({ type: 'order', change: { km } })
                }}
                className={`${field} w-auto`}
              >
                {DISTANCE_CHOICES_KM.map((km) => (
                  <option key={km} value={km}>
                    {nlVacancyFilters.distanceOption(km)}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        </div>
        {/* On phones a sheet over the page; from lg up always open, in the left column. */}
        <details
          ref={sheetRef}
          className="group max-lg:open:fixed max-lg:open:inset-0 max-lg:open:z-[70] max-lg:open:overflow-y-auto max-lg:open:bg-surface lg:[&::details-content]:[content-visibility:visible]"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold group-open:sticky group-open:top-0 group-open:z-10 group-open:border-b group-open:border-line group-open:bg-surface lg:hidden [&::-webkit-details-marker]:hidden">
            <span>
              {nlVacancyFilters.filtersToggle}
              {active ? (
                <span className="ml-2 rounded-full bg-brand-purple px-2 py-0.5 text-sm text-white">
                  {nlVacancyFilters.filtersActive(active)}
                </span>
              ) : null}
            </span>
            <span className="text-brand-purple transition-transform group-open:rotate-180">
              <ChevronDownIcon />
            </span>
          </summary>
          <div className="grid gap-4 p-5 pt-2 sm:grid-cols-3 sm:p-6 lg:grid-cols-1 lg:pt-4">
            {SELECTS.map(({ key, list, label, empty }) => (
              <FilterSelect
                key={key}
                id={`${id}-${key}`}
                name={key}
                label={label}
                value={view.state[key]}
                onChange={(event) => act({ type: 'filter', key, value: event.target.value })}
                className={field}
              >
                <option value="">{empty}</option>
                {options[list].map((option: FilterOption) => (
                  <option key={option.value} value={option.value}>
                    {nlVacancyFilters.option(option.value, option.count)}
                  </option>
                ))}
              </FilterSelect>
            ))}
            <SalaryFromSelect
              id={`${id}-salaris`}
              value={view.state.salaris}
              options={options.salaries}
              act={act}
              className={field}
            />
            <FilterSelect
              id={`${id}-sort`}
              name="sort"
              label={nlVacancyFilters.sortLabel}
              value={view.state.sort}
              onChange={(event) => {
                const sort = VACANCY_SORTS.find((choice) => choice === event.target.value)
                if (sort) act({ type: 'order', change: { sort } })
              }}
              className={field}
            >
              {VACANCY_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {nlVacancyFilters.sortOptions[sort]}
                </option>
              ))}
            </FilterSelect>
            {/* A link, not a GET form: without JavaScript a form would leave a '?' in the address. */}
            <a
              href={clearFilters(path).href}
              onClick={onReset}
              className="btn btn-secondary w-full justify-center text-brand-purple hover:bg-surface sm:col-span-3 lg:col-span-1"
            >
              {nlVacancyFilters.clearFilters}
            </a>
            <noscript className="max-lg:hidden">
              <button type="submit" className="btn btn-primary w-full justify-center">
                {nlVacancyFilters.applyFilters}
              </button>
            </noscript>
          </div>
          {/* Without JavaScript it submits the form; with it the list is already the filters' own. */}
          <div className="sticky bottom-0 border-t border-line bg-surface p-4 lg:hidden">
            <button
              type="submit"
              onClick={hydrated ? onShowResults : undefined}
              className="btn btn-primary w-full justify-center"
            >
              {hydrated ? nlVacancyFilters.showResults(total) : nlVacancyFilters.applyFilters}
            </button>
          </div>
        </details>
      </form>
    </div>
  )
}
