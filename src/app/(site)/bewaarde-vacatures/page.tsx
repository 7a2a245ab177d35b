import type { Metadata } from 'next'

import { SavedVacancyList } from '@/components/saved/SavedVacancyList.client'
import { SAVED_VACANCIES_PATH } from '@/components/saved/paths'
import { nl } from '@/i18n/nl'

const text = nl.saved

export const metadata: Metadata = {
  title: text.title,
  alternates: { canonical: SAVED_VACANCIES_PATH },
  robots: { index: false },
}

/** The same shell for everyone (rendered once, cached); the list comes from this browser's storage. */
export default function SavedVacanciesPage() {
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
