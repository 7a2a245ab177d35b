import Link from 'next/link'

import { formatAdminDate } from '@/cms/admin/format-date'
import { AlertNotice, AlertPage } from '@/components/alerts/AlertPage'
import { FieldError, inputClassName } from '@/components/forms/FieldError'
import { canWithdraw } from '@/data/application'
import { CONFIRM_FIELD, CONFIRM_VALUE } from '@/forms/applicant-actions'
import { receivedDocuments } from '@/forms/applicant-data'
import {
  DOCUMENTS_ERROR_PARAM,
  DOCUMENTS_RECEIVED_PARAM,
  DOCUMENTS_SECTION_ID,
  documentErrorsFromQuery,
} from '@/forms/applicant-documents'
import { APPLICANT_PATHS, APPLICANT_STEPS, applicantPagePath } from '@/forms/applicant-link'
import { FORM_ERROR_KEY, firstError, type FieldErrors } from '@/forms/field-errors'
import { acceptAttribute, APPLICATION_FILE_RULE } from '@/forms/file-types'
import { UPLOAD_FIELDS } from '@/forms/handle'
import { nl } from '@/i18n/nl'
import { maxFileMegabytes } from '@/ops/limits'
import type { Application } from '@/payload-types'

const text = nl.applicant

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

/** Every status the application had, oldest first, in the words of the page. */
function StatusHistoryList({ history }: { history: NonNullable<Application['statusHistory']> }) {
  if (!history.length) return null
  return (
    <section aria-labelledby="applicant-history">
      <h2 id="applicant-history" className="text-[length:var(--text-h3)]">
        {text.history.title}
      </h2>
      <ol className="mt-2 flex flex-col gap-1">
        {history.map((change, index) => (
          <li key={change.id ?? index}>
            {text.history.entry(formatAdminDate(change.changedAt), text.statuses[change.status])}{' '}
            <span className="text-muted">({text.history.actors[change.actor]})</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

/**
 * Sending the CV or motivation letter later, or a new one: a multipart form that needs no
 * JavaScript. The token goes in the body and in the action's query, so even a body too large to
 * read is answered on this page.
 */
function DocumentsForm({
  application,
  token,
  errors,
}: {
  application: Application
  token: string
  errors: FieldErrors
}) {
  const formError = firstError(errors, FORM_ERROR_KEY)
  return (
    <section aria-labelledby="applicant-upload" id={DOCUMENTS_SECTION_ID} className="rounded-2xl bg-tint p-6">
      <h2 id="applicant-upload" className="text-[length:var(--text-h3)]">
        {text.upload.title}
      </h2>
      {Object.keys(errors).length ? (
        <div role="alert" className="mt-2 font-semibold text-danger">
          <p>{text.upload.errorsTitle}</p>
          {formError ? <p>{formError}</p> : null}
        </div>
      ) : null}
      <p className="mt-2">{text.upload.intro}</p>
      <form
        method="post"
        encType="multipart/form-data"
        action={`${APPLICANT_PATHS.documentsAction}?${new URLSearchParams({ token }).toString()}`}
        className="mt-4 flex flex-col gap-4"
      >
        <input type="hidden" name="token" value={token} />
        {UPLOAD_FIELDS.map((field) => {
          const error = firstError(errors, field)
          const label = application[field] ? text.upload.replace[field] : text.upload.add[field]
          return (
            <div key={field} className="flex flex-col gap-2">
              <label htmlFor={`document-${field}`} className="font-semibold">
                {label}
              </label>
              <input
                id={`document-${field}`}
                type="file"
                name={field}
                accept={acceptAttribute(APPLICATION_FILE_RULE)}
                className={inputClassName}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${field}-fout` : `${DOCUMENTS_SECTION_ID}-hint`}
              />
              <FieldError id={`${field}-fout`} message={error} />
            </div>
          )
        })}
        <p id={`${DOCUMENTS_SECTION_ID}-hint`} className="text-base text-muted">
          {text.upload.hint(maxFileMegabytes())}
        </p>
        <div>
          <button type="submit" className="btn btn-primary">
            {text.upload.submit}
          </button>
        </div>
      </form>
    </section>
  )
}

/** 'Download je gegevens': a POST, so the token stays out of the download's URL. */
function DownloadForm({ token }: { token: string }) {
  return (
    <section aria-labelledby="applicant-download">
      <h2 id="applicant-download" className="text-[length:var(--text-h3)]">
        {text.download.title}
      </h2>
      <p className="mt-2">{text.download.text}</p>
      <form method="post" action={APPLICANT_PATHS.dataAction} className="mt-4">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="btn btn-secondary">
          {text.download.button}
        </button>
      </form>
    </section>
  )
}

/**
 * The applicant's own page behind the personal link in every mail about an application: what was
 * sent, when, and where it stands; withdrawing and erasure each take a confirmation step (a POST, so
 * a mail scanner that follows the link changes nothing).
 */
export function ApplicantView({
  application,
  token,
  params,
}: {
  application: Application
  token: string
  params: Record<string, string | string[] | undefined>
}) {
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy.title : null
  const documents = receivedDocuments(application)
  const documentErrors = documentErrorsFromQuery(params[DOCUMENTS_ERROR_PARAM])
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
      {params[DOCUMENTS_RECEIVED_PARAM] ? <AlertNotice tone="success">{text.upload.received}</AlertNotice> : null}
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
      <StatusHistoryList history={application.statusHistory ?? []} />
      {withdrawable && !step ? <DocumentsForm application={application} token={token} errors={documentErrors} /> : null}
      {step ? null : <DownloadForm token={token} />}
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
