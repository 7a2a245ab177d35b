import type { Metadata } from 'next'

import { AlertPage } from '@/components/alerts/AlertPage'
import { nl } from '@/i18n/nl'

const text = nl.alerts.unsubscribed

export const metadata: Metadata = { title: text.title, robots: { index: false } }

export default function AlertUnsubscribedPage() {
  return (
    <AlertPage title={text.title}>
      <p>{text.text}</p>
    </AlertPage>
  )
}
