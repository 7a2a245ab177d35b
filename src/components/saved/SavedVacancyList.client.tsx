'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { nlSaved } from '@/i18n/browser'
import { recallListUrl } from '@/lists/list-memory'
import { VACANCIES_PATH } from '@/lists/vacancy-url'
import type { SavedVacancy } from '@/page-data/saved-vacancies'

import { SAVED_VACANCIES_API } from './paths'
import { SavedVacancyFacts } from './SavedVacancyFacts'
import { useSavedVacancies } from './use-saved-vacancies.client'

const text = nlSaved

type Loaded = { key: string; vacancies: Map<number, SavedVacancy> }

/** The place of the overview's last distance search in this tab, to measure from when none is asked. */
function lastSearchedPlace(): string {
  const url = recallListUrl('vacancies')
  return url ? (new URL(url, 'http://localhost').searchParams.get('near') ?? '') : ''
}

/**
 * The saved vacancies with their current data from the server, as cards with the same facts in the
 * same order (salary, hours, place, distance, posted), so they compare at a glance; closed ones
 * marked, each removable. `near`: the place the page was asked to measure distances from.
 */
export function SavedVacancyList({ near }: { near: string }) {
  const { ids, remove } = useSavedVacancies()
  const key = ids?.join(',') ?? ''
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const from = near || lastSearchedPlace()
    const query = new URLSearchParams({ ids: key, ...(from ? { near: from } : {}) })
    fetch(`${SAVED_VACANCIES_API}?${query}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ vacancies: SavedVacancy[] }>)
      .then(({ vacancies }) =>
        setLoaded({ key, vacancies: new Map(vacancies.map((vacancy) => [vacancy.id, vacancy])) }),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [key, near])

  if (ids === null) return <p role="status">{text.loading}</p>
  if (!ids.length) {
    return (
      <div className="max-w-3xl rounded-2xl bg-tint p-8">
        <p className="text-lg">{text.empty}</p>
        <Link href={VACANCIES_PATH} className="text-link mt-4">
          {text.browse}
        </Link>
      </div>
    )
  }
  if (!loaded) return <p role="status">{text.loading}</p>
  // After a removal the others keep their data; an id saved in another tab waits for its own.
  const current = loaded.key === key
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={text.title}>
      {ids.map((id) => {
        const vacancy = loaded.vacancies.get(id)
        return (
          // A word that does not fit the card is hyphenated (lang="nl"), never broken mid-word.
          <li key={id} className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6">
            <div className="min-w-0 flex-1 hyphens-auto">
              {vacancy ? (
                <>
                  {vacancy.closed ? (
                    <p className="mb-1 inline-block rounded-full bg-tint px-3 py-0.5 text-sm font-semibold text-ink">
                      {text.closed}
                    </p>
                  ) : vacancy.isNew ? (
                    <p className="mb-1 inline-block rounded-full bg-brand-purple px-2.5 py-0.5 text-sm font-semibold text-white">
                      {text.newBadge}
                    </p>
                  ) : null}
                  <h2 className="text-[length:var(--text-h3)]">
                    <Link href={vacancy.path} className="hover:text-brand-purple">
                      {vacancy.title}
                    </Link>
                  </h2>
                  {vacancy.closed ? (
                    <p className="mt-1 text-muted">{text.closedText}</p>
                  ) : (
                    <>
                      {vacancy.company ? <p className="mt-1 text-muted">{vacancy.company}</p> : null}
                      <SavedVacancyFacts vacancy={vacancy} />
                    </>
                  )}
                </>
              ) : (
                <p className="text-muted">{current ? text.gone : text.loading}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              {vacancy?.apply ? (
                vacancy.apply.external ? (
                  <a
                    href={vacancy.apply.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${text.applyLabel(vacancy.title)} ${text.newTab}`}
                    className="btn btn-primary"
                  >
                    {text.apply}
                  </a>
                ) : (
                  <Link
                    href={vacancy.apply.href}
                    aria-label={text.applyLabel(vacancy.title)}
                    className="btn btn-primary"
                  >
                    {text.apply}
                  </Link>
                )
              ) : null}
              <button
                type="button"
                onClick={() => remove(id)}
                aria-label={text.removeLabel(vacancy?.title ?? text.gone)}
                className="btn btn-secondary"
              >
                {text.remove}
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
