'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import type { SavedVacancy } from '@/content/server/saved-vacancies'
import { nlSaved } from '@/i18n/nl'
import { VACANCIES_PATH } from '@/lists/vacancy-url'

import { SAVED_VACANCIES_API } from './paths'
import { useSavedVacancies } from './use-saved-vacancies.client'

const text = nlSaved

type Loaded = { key: string; vacancies: Map<number, SavedVacancy> }

/** The saved vacancies with their current data from the server; closed ones marked, each removable. */
export function SavedVacancyList() {
  const { ids, remove } = useSavedVacancies()
  const key = ids?.join(',') ?? ''
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    fetch(`${SAVED_VACANCIES_API}?ids=${key}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ vacancies: SavedVacancy[] }>)
      .then(({ vacancies }) =>
        setLoaded({ key, vacancies: new Map(vacancies.map((vacancy) => [vacancy.id, vacancy])) }),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [key])

  if (ids === null) return <p role="status">{text.loading}</p>
  if (!ids.length) {
    return (
      <div className="rounded-2xl bg-tint p-8">
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
    <ul className="space-y-4" aria-label={text.title}>
      {ids.map((id) => {
        const vacancy = loaded.vacancies.get(id)
        return (
          // On a phone the button goes under the title: beside it, a long Dutch word ('Salarisadministrateur')
          // has no room and would break mid-word. A word that still does not fit is hyphenated (lang="nl").
          <li
            key={id}
            className="flex flex-col items-start gap-3 rounded-2xl bg-surface p-5 ring-1 ring-line sm:flex-row sm:items-center sm:gap-4 sm:p-6"
          >
            <div className="min-w-0 flex-1 self-stretch hyphens-auto">
              {vacancy ? (
                <>
                  {vacancy.closed ? (
                    <p className="mb-1 inline-block rounded-full bg-tint px-3 py-0.5 text-sm font-semibold text-ink">
                      {text.closed}
                    </p>
                  ) : null}
                  <h2 className="text-[length:var(--text-h3)]">
                    <Link href={vacancy.path} className="hover:text-brand-purple">
                      {vacancy.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-muted">
                    {vacancy.closed ? text.closedText : [vacancy.company, vacancy.location].filter(Boolean).join(' · ')}
                  </p>
                </>
              ) : (
                <p className="text-muted">{current ? text.gone : text.loading}</p>
              )}
            </div>
            <button
              type="button"
              onClick={() => remove(id)}
              aria-label={text.removeLabel(vacancy?.title ?? text.gone)}
              className="btn btn-secondary shrink-0"
            >
              {text.remove}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
