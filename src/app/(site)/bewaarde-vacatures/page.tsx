import type { Metadata } from 'next'
import { connection } from 'next/server'

import { SAVED_VACANCIES_PATH } from '@/components/saved/paths'
import { SavedVacancyList } from '@/components/saved/SavedVacancyList.client'
import { nl } from '@/i18n/nl'
import { MAX_QUERY_TEXT_LENGTH } from '@/lists/list-query'

const text = nl.saved

export const metadata: Metadata = {
  title: text.title,
  alternates: { canonical: SAVED_VACANCIES_PATH },
  robots: { index: false },
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The place to measure distances from, as typed (a GET form, so it works before the script runs).
 * Not 'near': the list parameters are moved into the path of list pages, and this page is none.
 */
function nearOf(value: string | string[] | undefined): string {
  return (typeof value === 'string' ? value : '').trim().slice(0, MAX_QUERY_TEXT_LENGTH)
}

/**
 * The same shell for everyone; the list comes from this browser's storage. Rendered for each
 * request: the site's header and title read content, which the build does not have.
 */
export default async function SavedVacanciesPage({ searchParams }: Props) {
  await connection()
  const near = nearOf((await searchParams).vanaf)
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <div className="max-w-3xl">
        <h1 className="text-[length:var(--text-h1)]">{text.title}</h1>
        <p className="mt-4 text-lg text-muted">{text.intro}</p>
        <noscript>
          <p className="mt-6 rounded-2xl bg-tint p-6">{text.noScript}</p>
        </noscript>
        <form method="get" action={SAVED_VACANCIES_PATH} className="mt-6 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="saved-near" className="mb-1 block font-semibold">
              {text.nearLabel}
            </label>
            <input
              id="saved-near"
              type="text"
              name="vanaf"
              defaultValue={near}
              placeholder={text.nearPlaceholder}
              maxLength={MAX_QUERY_TEXT_LENGTH}
              autoComplete="address-level2"
              className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-muted hover:border-brand-purple"
            />
          </div>
          <button type="submit" className="btn btn-secondary">
            {text.nearSubmit}
          </button>
        </form>
      </div>
      <div className="mt-8">
        <SavedVacancyList near={near} />
      </div>
    </section>
  )
}
