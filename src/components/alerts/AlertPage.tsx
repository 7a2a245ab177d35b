import Link from 'next/link'
import type { ReactNode } from 'react'

import { nl } from '@/i18n/nl'
import { VACANCIES_PATH } from '@/lists/vacancy-url'

/** The frame of the alert pages: a title, the content, and the way back to the vacancies. */
export function AlertPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <div className="max-w-2xl">
        <h1 className="text-[length:var(--text-h1)]">{title}</h1>
        <div className="mt-6 flex flex-col gap-4 text-lg">{children}</div>
        <Link href={VACANCIES_PATH} className="text-link mt-8">
          {nl.vacancy.allVacancies}
        </Link>
      </div>
    </section>
  )
}

/** A notice in the page: a success (status) or a problem (alert), with text, never colour alone. */
export function AlertNotice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl border-2 border-danger bg-white p-4 font-semibold text-danger'
          : 'rounded-xl border-2 border-brand-purple bg-tint p-4 font-semibold text-ink'
      }
    >
      {children}
    </p>
  )
}
