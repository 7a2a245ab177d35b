import type { Payload } from 'payload'

import { drainAtsQueue, queueAtsEvent } from '@/ats/deliver'
import { newAtsEvent } from '@/ats/events'
import { canWithdraw } from '@/data/application'
import { APPLICANT_CONTEXT } from '@/data/application'
import { attachmentHeader } from '@/data/document-names'
import { getPayloadClient } from '@/data/payload-client'
import { relationId } from '@/data/relations'
import { nl } from '@/i18n/nl'
import { BodyError, parseRequestBody, type ParsedBody } from '@/ops/body'
import { clientAddress } from '@/ops/client-address'
import { maxBodyBytes, maxFileMegabytes, maxUploadsPerAddress, transferPace, uploadMemoryBytes } from '@/ops/limits'
import { checkRateLimit } from '@/ops/rate-limit'
import type { Application } from '@/payload-types'

import { applicantData, type DocumentChange } from './applicant-data'
import { applicantPagePath, findApplicationByToken } from './applicant-link'
import { FORM_ERROR_KEY, type FieldErrors } from './field-errors'
import { checkUploads, UPLOAD_FIELDS } from './handle'
import { wantsHtml } from './html-post'
import { drainMailQueue } from './jobs'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { storeAsUnit, storeFile, UploadRejected, type ApplicationUploads, type UploadField } from './store'
import { tryAcquireUploadSlot } from './upload-slots'
import type { UploadRefusal } from './uploads'

/** The anchor of the page's upload section, where a post without JavaScript comes back to. */
export const DOCUMENTS_SECTION_ID = 'documenten'
/** The query values of the page after a post: `documenten=1` on success, `fout=<field>.<code>,...` on errors. */
export const DOCUMENTS_RECEIVED_PARAM = 'documenten'
export const DOCUMENTS_ERROR_PARAM = 'fout'

type FormRefusal = 'noFile' | 'closed' | 'rateLimited' | BodyError['reason']
type ErrorCode = UploadRefusal | 'fileNotStored' | FormRefusal

const errorText = nl.forms.errors

function messageOf(code: ErrorCode): string {
  switch (code) {
    case 'fileTooLarge':
      return errorText.fileTooLarge(maxFileMegabytes())
    case 'fileEmpty':
      return errorText.fileEmpty
    case 'fileType':
      return nl.errors.fileType
    case 'fileNotStored':
      return errorText.fileNotStored
    case 'noFile':
      return nl.applicant.upload.noFile
    case 'closed':
      return nl.applicant.upload.closed
    case 'rateLimited':
      return errorText.rateLimited
    case 'tooLarge':
      return errorText.bodyTooLarge
    case 'tooSlow':
      return errorText.tooSlow
    case 'busy':
      return errorText.busy
    case 'unreadable':
    case 'unsupportedType':
      return errorText.unreadable
  }
}

const ERROR_CODES = new Set<string>([
  'fileTooLarge',
  'fileEmpty',
  'fileType',
  'fileNotStored',
  'noFile',
  'closed',
  'rateLimited',
  'tooLarge',
  'tooSlow',
  'busy',
  'unreadable',
  'unsupportedType',
] satisfies ErrorCode[])
const ERROR_FIELDS = new Set<string>([FORM_ERROR_KEY, ...UPLOAD_FIELDS])

type Refusal = { status: number; errors: Partial<Record<UploadField | typeof FORM_ERROR_KEY, ErrorCode>> }

/**
 * The page's errors from its query: only known fields and codes, so the URL can carry no text of
 * its own onto the page. Codes rather than the form flash cookie: the site's proxy reserves that
 * cookie for CMS pages, and a code says nothing personal.
 */
export function documentErrorsFromQuery(value: string | string[] | undefined): FieldErrors {
  const errors: FieldErrors = {}
  for (const pair of (typeof value === 'string' ? value : '').split(',')) {
    const [field, code] = pair.split('.')
    if (ERROR_FIELDS.has(field) && ERROR_CODES.has(code)) errors[field] = [messageOf(code as ErrorCode)]
  }
  return errors
}

const noStore = { 'Cache-Control': 'no-store' }

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...noStore } })
}

/** The answer to a refused post: JSON for a script, back to the page's upload section for a browser's own post. */
function refuse(refusal: Refusal, token: string, html: boolean, headers: Record<string, string> = {}): Response {
  const entries = Object.entries(refusal.errors)
  if (html) {
    const codes = entries.map(([field, code]) => `${field}.${code}`).join(',')
    return seeOther(`${applicantPagePath(token, { [DOCUMENTS_ERROR_PARAM]: codes })}#${DOCUMENTS_SECTION_ID}`)
  }
  const errors: FieldErrors = Object.fromEntries(entries.map(([field, code]) => [field, [messageOf(code)]]))
  return Response.json({ errors }, { status: refusal.status, headers: { ...noStore, ...headers } })
}

const BODY_STATUS: Record<BodyError['reason'], number> = {
  tooLarge: 413,
  unreadable: 400,
  unsupportedType: 415,
  tooSlow: 408,
  busy: 503,
}

/** The form's own checks on each chosen file, by content and size; nothing is stored unless all pass. */
async function checkFiles(files: ParsedBody['files']): Promise<{ uploads: ApplicationUploads } | Refusal> {
  const { uploads, refusals, tooLarge } = await checkUploads(files)
  const errors: Refusal['errors'] = Object.fromEntries(
    Object.entries(refusals).map(([field, refusal]) => [field, refusal.reason]),
  )
  if (Object.keys(errors).length) return { status: tooLarge ? 413 : 422, errors }
  if (!Object.keys(uploads).length) return { status: 422, errors: { [FORM_ERROR_KEY]: 'noFile' } }
  return { uploads }
}

/**
 * Stores the new documents, points the application at them and queues the mails, as one unit; then deletes the documents they replace. Those go only after the
 * unit is committed: deleting a file removes it from disk at once, which no rollback brings back.
 * Should that deletion fail, no application holds the old files any more, so the daily sweep of
 * orphan files (src/forms/orphan-files.ts) removes them.
 */
async function replaceDocuments(payload: Payload, application: Application, uploads: ApplicationUploads) {
  const replaced = await storeAsUnit(payload, async (unit) => {
    const data: Partial<Record<UploadField, number>> = {}
    const old: number[] = []
    const documents: DocumentChange = { added: [], replaced: [] }
    for (const field of UPLOAD_FIELDS) {
      const upload = uploads[field]
      if (!upload) continue
      data[field] = await storeFile(payload, unit, field, upload)
      documents.added.push(field)
      const previous = relationId(application[field])
      if (previous) {
        old.push(previous)
        documents.replaced.push(field)
      }
    }
    await payload.update({
      collection: 'applications',
      id: application.id,
      data,
      overrideAccess: true,
      depth: 0,
      req: unit.req,
      context: APPLICANT_CONTEXT,
    })
    // The applicant's confirmation, the recruiter's notice and the ATS's event: a CV sent later is
    // news to them.
    for (const recipient of ['documents', 'officeDocuments'] as const) {
      await payload.jobs.queue({
        task: SEND_SUBMISSION_MAIL,
        queue: MAIL_QUEUE,
        input: { collection: 'applications', submissionId: application.id, recipient, documents },
        req: unit.req,
      })
    }
    await queueAtsEvent(payload, newAtsEvent('application.documents-updated', application.id), unit.req)
    return old
  })
  for (const id of replaced) {
    await payload
      .delete({ collection: 'applicationFiles', id, overrideAccess: true })
      .catch((error: unknown) =>
        payload.logger.error({ err: error, msg: `Replaced application file ${id} could not be deleted` }),
      )
  }
}

async function receiveDocuments(
  payload: Payload,
  request: Request,
  token: string,
  take: (bytes: number) => boolean,
): Promise<{ ok: true; token: string } | { ok: false; refusal: Refusal; token: string }> {
  let body: ParsedBody
  try {
    body = await parseRequestBody(request, {
      limit: maxBodyBytes(true),
      allowJson: false,
      pace: transferPace(true),
      take,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    return { ok: false, token, refusal: { status: BODY_STATUS[error.reason], errors: { form: error.reason } } }
  }
  const posted = typeof body.fields.token === 'string' ? body.fields.token : token
  const application = await findApplicationByToken(payload, posted)
  if (!application) return { ok: false, token: posted, refusal: { status: 404, errors: {} } }
  // A withdrawn or ended application takes no more documents; an erased one is not found at all.
  if (!canWithdraw(application.status))
    return { ok: false, token: posted, refusal: { status: 409, errors: { form: 'closed' } } }
  const checked = await checkFiles(body.files)
  if (!('uploads' in checked)) return { ok: false, token: posted, refusal: checked }
  try {
    await replaceDocuments(payload, application, checked.uploads)
  } catch (error) {
    if (error instanceof UploadRejected)
      return { ok: false, token: posted, refusal: { status: 422, errors: { [error.field]: 'fileNotStored' } } }
    throw error
  }
  void drainMailQueue(payload)
  void drainAtsQueue(payload)
  return { ok: true, token: posted }
}

/**
 * 'Documenten toevoegen of vervangen' on the applicant's page: a multipart post (no JavaScript
 * needed) with the CV and/or the motivation letter, checked by content and size exactly like the
 * application form's, read within the same bounded memory, pace and rate limit as an application.
 * The token travels in the body and, for a body that cannot be read, in the action's query: the
 * page's own URL, with nothing personal in it.
 */
export async function handleApplicantDocuments(request: Request): Promise<Response> {
  const html = wantsHtml(request)
  const queryToken = new URL(request.url).searchParams.get('token') ?? ''
  const payload = await getPayloadClient()
  const address = clientAddress(request.headers)
  const limit = await checkRateLimit('applicantDocuments', address, payload.logger)
  if (!limit.allowed) {
    return refuse({ status: 429, errors: { form: 'rateLimited' } }, queryToken, html, {
      'Retry-After': String(limit.retryAfterSeconds),
    })
  }
  const slot = tryAcquireUploadSlot(uploadMemoryBytes(), address, maxUploadsPerAddress())
  if (!slot) return refuse({ status: 503, errors: { form: 'busy' } }, queryToken, html, { 'Retry-After': '10' })
  let result: Awaited<ReturnType<typeof receiveDocuments>>
  try {
    result = await receiveDocuments(payload, request, queryToken, slot.take)
  } finally {
    slot.release()
  }
  if (result.ok) {
    return html
      ? seeOther(`${applicantPagePath(result.token, { [DOCUMENTS_RECEIVED_PARAM]: '1' })}#${DOCUMENTS_SECTION_ID}`)
      : Response.json({ success: true }, { headers: noStore })
  }
  // A link that opens nothing: its page says so (a 404).
  if (result.refusal.status === 404 && html) return seeOther(applicantPagePath(result.token))
  return refuse(result.refusal, result.token, html)
}

/**
 * 'Download je gegevens': a POST from the applicant's page with the signed token in its body (the
 * URL carries nothing), answered with the JSON file as an attachment that no cache keeps. A token
 * that opens nothing leads to the page, which says so.
 */
export async function handleApplicantData(request: Request): Promise<Response> {
  let token = ''
  try {
    const { fields } = await parseRequestBody(request, { limit: maxBodyBytes(false), allowJson: false })
    if (typeof fields.token === 'string') token = fields.token
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
  }
  const application = await findApplicationByToken(await getPayloadClient(), token)
  if (!application) return seeOther(applicantPagePath(token))
  const now = new Date()
  const fileName = nl.applicant.download.fileName(now.toISOString().slice(0, 10))
  return new Response(`${JSON.stringify(applicantData(application, now), null, 2)}\n`, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachmentHeader(fileName),
      'X-Content-Type-Options': 'nosniff',
      ...noStore,
    },
  })
}
