import type { Metadata } from 'next'
import { connection } from 'next/server'

import { SAVED_VACANCIES_PATH } from '@/components/saved/paths'
import { SavedVacancyList } from '@/components/saved/SavedVacancyList.client'
import { nl } from '@/i18n/nl'

const text = nl.saved

export const metadata: Metadata = {
  title: text.title,
  alternates: { canonical: SAVED_VACANCIES_PATH },
  robots: { index: false },
}

/**
 * The same shell for everyone; the list comes from this browser's storage. Rendered for each
 * request: the site's header and title read content, which the build does not have.
 */
export default async function SavedVacanciesPage() {
  await connection()
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <div className="max-w-3xl">
        <h1 className="text-[length:var(--text-h1)]">{text.title}</h1>
        <p className="mt-4 text-lg text-muted">{text.intro}</p>
        <noscript>
          <p className="mt-6 rounded-2xl bg-tint p-6">{text.noScript}</p>
        </noscript>
        <div className="mt-8">
          <SavedVacancyList />
        </div>
      </div>
    </section>
  )
}
