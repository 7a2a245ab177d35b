import type { Metadata } from 'next'

import { nl } from '@/i18n/nl'
import { ApplicantNotFoundView } from '@/views/ApplicantNotFoundView'

export const metadata: Metadata = {
  title: nl.applicant.notFound.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** The application is gone while the page renders (the proxy answers every other dead link). */
export default function ApplicantNotFound() {
  return <ApplicantNotFoundView />
}
