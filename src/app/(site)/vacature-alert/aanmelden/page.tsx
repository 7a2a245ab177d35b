import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { ALERT_FLASH_COOKIE, readFlash } from '@/alerts/respond'
import { alertQueryOf, alertStateOf, describeAlertSearch } from '@/alerts/search'
import { AlertSignupForm } from '@/components/alerts/AlertSignupForm'
import { nl } from '@/i18n/nl'

export const metadata: Metadata = { title: nl.alerts.form.title, robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * The sign-up form on a page of its own: where a post without JavaScript comes back with its
 * errors (read from a short-lived cookie, so no address is ever in the URL).
 */
export default async function AlertSignupPage({ searchParams }: Props) {
  const { zoekopdracht } = await searchParams
  const query = alertQueryOf(alertStateOf(typeof zoekopdracht === 'string' ? zoekopdracht : ''))
  const flash = readFlash((await cookies()).get(ALERT_FLASH_COOKIE)?.value)
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <div className="max-w-2xl">
        <AlertSignupForm query={query} search={describeAlertSearch(query)} flash={flash} headingLevel="h1" />
      </div>
    </section>
  )
}
