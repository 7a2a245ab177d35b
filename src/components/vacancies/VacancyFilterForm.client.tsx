'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { SEARCH_THROTTLE_MS, throttleTrailing, type Throttled } from '@/content/throttle'
import type { FilterOption, VacancyFilterOptions } from '@/content/vacancy-options'
import {
  buildVacanciesHref,
  changeFilter,
  changeSearch,
  clearFilters,
  MAX_SEARCH_LENGTH,
  type VacancyFilterKey,
  type VacancyListState,
  type VacancyNavigation,
} from '@/content/vacancy-url'
import { nl } from '@/i18n/nl'

import { ChevronDownIcon, SearchIcon } from './icons'

type Props = {
  path: string
  state: VacancyListState
  options: VacancyFilterOptions
  navigate: (navigation: Pick<VacancyNavigation, 'href' | 'history'>) => void
}

const SELECTS: Array<{ key: VacancyFilterKey; list: keyof VacancyFilterOptions; label: string; empty: string }> = [
  { key: 'function', list: 'functions', label: nl.vacancy.functionLabel, empty: nl.vacancy.functionEmpty },
  { key: 'sector', list: 'sectors', label: nl.vacancy.sectorLabel, empty: nl.vacancy.sectorEmpty },
  { key: 'location', list: 'locations', label: nl.vacancy.locationLabel, empty: nl.vacancy.locationEmpty },
]

const field = 'h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink hover:border-brand-purple'

/**
 * The filter form (SPEC 2.3, 4): a GET form that works without JavaScript; with it, a select
 * change or search text (throttled 500 ms) replaces the URL at page 1, and 'Wis filters' clears all.
 */
export function VacancyFilterForm({ path, state, options, navigate }: Props) {
  const id = useId()
  const [values, setValues] = useState(state)
  // The state the URL is heading to: the throttled search builds on it, not on a stale render.
  const target = useRef(state)
  const throttle = useRef<Throttled<string> | null>(null)

  // When the URL changes (a navigation finished, back or forward), show its values; search text
  // that differs only by surrounding spaces stays as typed.
  const stateHref = buildVacanciesHref(state, path)
  const [shownHref, setShownHref] = useState(stateHref)
  if (shownHref !== stateHref) {
    setShownHref(stateHref)
    setValues((current) => ({
      ...state,
      search: current.search.trim() === state.search ? current.search : state.search,
    }))
  }
  useEffect(() => {
    target.current = state
  }, [state])

  const go = (navigation: VacancyNavigation) => {
    if (navigation.href === buildVacanciesHref(target.current, path)) return
    target.current = navigation.state
    navigate(navigation)
  }
  const goRef = useRef(go)
  useEffect(() => {
    goRef.current = go
  })

  useEffect(() => {
    const throttled = throttleTrailing(
      (text: string) => goRef.current(changeSearch(target.current, text, path)),
      SEARCH_THROTTLE_MS,
    )
    throttle.current = throttled
    return () => throttled.cancel()
  }, [path])

  const onSearchInput = (text: string) => {
    setValues((current) => ({ ...current, search: text }))
    throttle.current?.push(text)
  }

  const onSelect = (key: VacancyFilterKey, value: string) => {
    throttle.current?.cancel()
    setValues((current) => ({ ...current, [key]: value }))
    go(changeFilter({ ...target.current, search: values.search }, key, value, path))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    throttle.current?.cancel()
    go(changeSearch(target.current, values.search, path))
  }

  const onReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    throttle.current?.cancel()
    const navigation = clearFilters(path)
    setValues(navigation.state)
    go(navigation)
  }

  return (
    <div className="rounded-2xl bg-tint p-5 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-[length:var(--text-h3)]">
        {nl.vacancy.filtersTitle}
      </h2>
      <form
        role="search"
        method="get"
        action={path}
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1"
      >
        <div className="sm:col-span-3 lg:col-span-1">
          <label htmlFor={`${id}-search`} className="sr-only">
            {nl.vacancy.searchLabel}
          </label>
          <div className="relative">
            <input
              id={`${id}-search`}
              type="search"
              name="search"
              value={values.search}
              onChange={(event) => onSearchInput(event.target.value)}
              placeholder={nl.vacancy.searchPlaceholder}
              maxLength={MAX_SEARCH_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              className={`${field} pr-14 placeholder:text-muted`}
            />
            <button
              type="submit"
              className="absolute inset-y-1 right-1 inline-flex w-10 items-center justify-center rounded-lg text-brand-purple hover:bg-tint"
            >
              <SearchIcon />
              <span className="sr-only">{nl.vacancy.searchSubmit}</span>
            </button>
          </div>
        </div>
        {SELECTS.map(({ key, list, label, empty }) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="mb-2 block font-semibold">
              {label}
            </label>
            <div className="relative">
              <select
                id={`${id}-${key}`}
                name={key}
                value={values[key]}
                onChange={(event) => onSelect(key, event.target.value)}
                className={`${field} appearance-none pr-10`}
              >
                <option value="">{empty}</option>
                {options[list].map((option: FilterOption) => (
                  <option key={option.value} value={option.value}>
                    {nl.vacancy.option(option.value, option.count)}
                  </option>
                ))}
              </select>
              <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-brand-purple">
                <ChevronDownIcon />
              </span>
            </div>
          </div>
        ))}
        <noscript className="sm:col-span-3 lg:col-span-1">
          <button type="submit" className="btn btn-primary w-full justify-center">
            {nl.vacancy.applyFilters}
          </button>
        </noscript>
      </form>
      <form method="get" action={path} onSubmit={onReset} className="mt-4">
        <button type="submit" className="btn btn-secondary w-full justify-center text-brand-purple hover:bg-surface">
          {nl.vacancy.clearFilters}
        </button>
      </form>
    </div>
  )
}
