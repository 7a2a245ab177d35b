import type { Metadata } from 'next'

import { AlertPage } from '@/components/alerts/AlertPage'
import { nl } from '@/i18n/nl'

const text = nl.alerts.requested

export const metadata: Metadata = { title: text.title, robots: { index: false } }

export default function AlertRequestedPage() {
  return (
    <AlertPage title={text.title}>
      <p>{text.text}</p>
      <p className="text-muted">{text.expiry}</p>
    </AlertPage>
  )
}
