import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/data/payload-client'
import { findApplicationByToken } from '@/forms/applicant-link'
import { nl } from '@/i18n/nl'
import { ApplicantView } from '@/views/ApplicantView'

// The link is the key: it must not travel on to another site in a Referer.
export const metadata: Metadata = {
  title: nl.applicant.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The applicant's page (src/views/ApplicantView.tsx); any link that opens no application is its 404. */
export default async function ApplicantPage({ searchParams }: Props) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token : ''
  const application = await findApplicationByToken(await getPayloadClient(), token)
  if (!application) notFound()
  return <ApplicantView application={application} token={token} params={params} />
}
