import Link from 'next/link'

import { nl } from '@/i18n/nl'
import { getApplicationVacancy } from '@/page-data/application-vacancy'
import { uriToPath } from '@/routing/uri'

/**
 * After an application: the vacancy it was for, by name and linked, and the mail with the personal
 * link that follows. `vacancyId` comes from the address the form sends the applicant to.
 */
export async function ApplicationReceived({ vacancyId }: { vacancyId: number | null }) {
  const vacancy = await getApplicationVacancy(vacancyId)
  if (!vacancy) return null
  return (
    <div role="status" className="prose-site mt-6 rounded-2xl bg-tint p-6" data-testid="application-received">
      <p>
        {nl.application.receivedFor}{' '}
        <Link href={uriToPath(vacancy.uri ?? '')} className="text-link font-semibold text-brand-purple">
          {vacancy.title}
        </Link>
        .
      </p>
      <p className="mt-2">{nl.application.receivedMail}</p>
    </div>
  )
}
