import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatAdminDate } from '@/cms/admin/format-date'
import { AlertNotice, AlertPage } from '@/components/alerts/AlertPage'
import { getPayloadClient } from '@/content/server/payload-client'
import { CONFIRM_FIELD, CONFIRM_VALUE } from '@/forms/applicant-actions'
import {
  APPLICANT_PATHS,
  APPLICANT_STEPS,
  applicantPagePath,
  canWithdraw,
  findApplicationByToken,
} from '@/forms/applicant-link'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

const text = nl.applicant

// The link is the key: it must not travel on to another site in a Referer.
export const metadata: Metadata = {
  title: text.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const UPLOADS = ['applicationCV', 'applicationMotivation'] as const

/**
 * What was received, per document: its kind, format and size. The applicant's own file name is never
 * kept (files are stored under a random name), so it cannot be shown either.
 */
function documentsOf(application: Application): { kind: string; description: string }[] {
  return UPLOADS.flatMap((field) => {
    const file = application[field]
    if (!file || typeof file !== 'object' || !file.filename) return []
    const format = file.filename.split('.').pop()?.toUpperCase() ?? ''
    return [{ kind: text.documentKind[field], description: text.documentFile(format, file.filesize ?? 0) }]
  })
}

/** One action's confirmation step: what it does, the button that does it, and the way back. */
function ConfirmStep({ action, token }: { action: 'withdraw' | 'erase'; token: string }) {
  const step = text[action]
  return (
    <section aria-labelledby="applicant-step" className="rounded-2xl bg-tint p-6">
      <h2 id="applicant-step" className="text-[length:var(--text-h3)]">
        {step.title}
      </h2>
      <p className="mt-2">{step.text}</p>
      <form
        method="post"
        action={action === 'withdraw' ? APPLICANT_PATHS.withdrawAction : APPLICANT_PATHS.eraseAction}
        className="mt-4 flex flex-wrap items-center gap-4"
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} />
        <button type="submit" className="btn btn-primary">
          {step.confirm}
        </button>
        <Link href={applicantPagePath(token)} className="text-link">
          {text.cancel}
        </Link>
      </form>
    </section>
  )
}

/**
 * Behind the personal link in every mail about an application: what was sent, when, and where it
 * stands; withdrawing and erasure each take a confirmation step (a POST, so a mail scanner that
 * follows the link changes nothing). Any link that opens no application is this page's 404.
 */
export default async function ApplicantPage({ searchParams }: Props) {
  const params = await searchParams
  const token = typeof params.token === 'string' ? params.token : ''
  const application = await findApplicationByToken(await getPayloadClient(), token)
  if (!application) notFound()
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy.title : null
  const documents = documentsOf(application)
  const withdrawable = canWithdraw(application.status)
  const step =
    params.stap === APPLICANT_STEPS.withdraw && withdrawable
      ? 'withdraw'
      : params.stap === APPLICANT_STEPS.erase
        ? 'erase'
        : null
  return (
    <AlertPage title={text.title}>
      {params.ingetrokken ? <AlertNotice tone="success">{text.withdrawn}</AlertNotice> : null}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{text.vacancy}</dt>
        <dd>{vacancy ?? text.openApplication}</dd>
        <dt className="font-semibold">{text.date}</dt>
        <dd>{formatAdminDate(application.createdAt)}</dd>
        <dt className="font-semibold">{text.status}</dt>
        <dd>{text.statuses[application.status]}</dd>
        <dt className="font-semibold">{text.documents}</dt>
        <dd>
          {documents.length ? (
            <ul>
              {documents.map((document) => (
                <li key={document.kind}>
                  {document.kind}: {document.description}
                </li>
              ))}
            </ul>
          ) : (
            text.noDocuments
          )}
        </dd>
      </dl>
      {step ? (
        <ConfirmStep action={step} token={token} />
      ) : (
        <div className="flex flex-wrap gap-4">
          {withdrawable ? (
            <Link href={applicantPagePath(token, { stap: APPLICANT_STEPS.withdraw })} className="btn btn-secondary">
              {text.withdraw.title}
            </Link>
          ) : null}
          <Link href={applicantPagePath(token, { stap: APPLICANT_STEPS.erase })} className="btn btn-secondary">
            {text.erase.title}
          </Link>
        </div>
      )}
      <p className="text-base text-muted">{text.privacy}</p>
    </AlertPage>
  )
}
