import type { Metadata } from 'next'
import { connection } from 'next/server'

import { AlertPage } from '@/components/alerts/AlertPage'
import { nl } from '@/i18n/nl'

const text = nl.alerts.unsubscribed

export const metadata: Metadata = { title: text.title, robots: { index: false } }

// Rendered for each request: the site's header and title read content, which the build does not have.
export default async function AlertUnsubscribedPage() {
  await connection()
  return (
    <AlertPage title={text.title}>
      <p>{text.text}</p>
    </AlertPage>
  )
}
