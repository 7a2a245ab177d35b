import type { Metadata } from 'next'

import { AlertPage } from '@/components/alerts/AlertPage'
import { nl } from '@/i18n/nl'

const text = nl.applicant.erased

export const metadata: Metadata = { title: text.title, robots: { index: false, follow: false } }

/** Where erasing one's application ends: it is gone, and so is the link. */
export default function ApplicantErasedPage() {
  return (
    <AlertPage title={text.title}>
      <p>{text.text}</p>
    </AlertPage>
  )
}
