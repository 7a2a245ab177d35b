import Link from 'next/link'

import { AlertPage } from '@/components/alerts/AlertPage'
import { APPLICANT_PATHS } from '@/forms/applicant-link'
import { nl } from '@/i18n/nl'

const text = nl.applicant.notFound

/** A personal link that opens no application: forged, mangled, revoked, expired or erased. */
export function ApplicantNotFoundView() {
  return (
    <AlertPage title={text.title}>
      <p>{text.text}</p>
      <Link href={APPLICANT_PATHS.requestLink} className="text-link">
        {text.requestLink}
      </Link>
      <Link href="/" className="text-link">
        {text.home}
      </Link>
    </AlertPage>
  )
}
