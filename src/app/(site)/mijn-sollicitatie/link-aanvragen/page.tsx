import type { Metadata } from 'next'

import { AlertNotice, AlertPage } from '@/components/alerts/AlertPage'
import { inputClassName } from '@/components/forms/FieldError'
import { APPLICANT_PATHS } from '@/forms/applicant-link'
import { nl } from '@/i18n/nl'

const text = nl.applicant.requestLink

export const metadata: Metadata = { title: text.title, robots: { index: false, follow: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Lost the mail? The link again, by e-mail address; the answer never says whether it is known. */
export default async function ApplicantLinkRequestPage({ searchParams }: Props) {
  const params = await searchParams
  const error = params.fout === 'email' ? text.invalidEmail : params.fout === 'druk' ? text.rateLimited : null
  return (
    <AlertPage title={text.title}>
      {params.aangevraagd ? <AlertNotice tone="success">{text.requested}</AlertNotice> : null}
      {error ? <AlertNotice tone="error">{error}</AlertNotice> : null}
      <p>{text.intro}</p>
      <form method="post" action={APPLICANT_PATHS.requestLinkAction} className="flex flex-col gap-4">
        <label className="flex flex-col gap-2">
          <span className="font-semibold">{text.email}</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            className={inputClassName}
            aria-invalid={params.fout === 'email' ? true : undefined}
          />
        </label>
        <div>
          <button type="submit" className="btn btn-primary">
            {text.submit}
          </button>
        </div>
      </form>
    </AlertPage>
  )
}
