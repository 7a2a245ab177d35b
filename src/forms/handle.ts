import type { Payload } from 'payload'

import { drainAtsQueue } from '@/ats/deliver'
import { getPayloadClient } from '@/data/payload-client'
import { nl } from '@/i18n/nl'
import { BodyError, parseRequestBody, type ParsedBody } from '@/ops/body'
import { clientAddress } from '@/ops/client-address'
import { maxBodyBytes, maxUploadsPerAddress, transferPace, uploadMemoryBytes } from '@/ops/limits'
import { checkRateLimit } from '@/ops/rate-limit'

import { FORM_ERROR_KEY, type FieldErrors } from './field-errors'
import { HONEYPOT_FIELD } from './honeypot'
import { drainMailQueue } from './jobs'
import {
  applicationSchema,
  businessContactSchema,
  contactSchema,
  staffingRequestSchema,
  validateFields,
} from './schemas'
import { findSectorByName, storeStaffingRequest } from './staffing-store'
import {
  storeApplication,
  storeContactMessage,
  UploadRejected,
  type ApplicationUploads,
  type UploadField,
} from './store'
import { tryAcquireUploadSlot } from './upload-slots'
import { checkUpload, type UploadCheck } from './uploads'

export type FormKind = 'application' | 'contact' | 'businessContact' | 'staffingRequest'

export const UPLOAD_FIELDS = ['applicationCV', 'applicationMotivation'] as const

const errorText = nl.forms.errors

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const success = () => answer(200, { success: true })
const failure = (status: number, errors: FieldErrors, headers?: Record<string, string>) =>
  answer(status, { errors }, headers)
const formFailure = (status: number, message: string, headers?: Record<string, string>) =>
  failure(status, { [FORM_ERROR_KEY]: [message] }, headers)

const BODY_ERRORS: Record<BodyError['reason'], [number, string]> = {
  tooLarge: [413, errorText.bodyTooLarge],
  unreadable: [400, errorText.unreadable],
  unsupportedType: [415, errorText.unreadable],
  tooSlow: [408, errorText.tooSlow],
  busy: [503, errorText.busy],
}

/** A file part counts as chosen when it has content or a name; an empty file input sends neither. */
const isChosen = (file: File | undefined): file is File => Boolean(file && (file.size > 0 || file.name))

/** The upload fields a post had a file in (the name of the field, never of the file). */
const chosenUploads = (files: ParsedBody['files']): string[] => UPLOAD_FIELDS.filter((field) => isChosen(files[field]))

/** Hears a post's typed fields and which upload fields held a file, once the body is read. */
export type FieldsListener = (fields: ParsedBody['fields'], chosenFiles: string[]) => void

type UploadRefused = Extract<UploadCheck, { ok: false }>

/**
 * Checks the chosen files of both upload fields by content and size (the application form and the
 * applicant's page alike); a file over the size limit makes the whole answer a 413.
 */
export async function checkUploads(files: ParsedBody['files']): Promise<{
  uploads: ApplicationUploads
  refusals: Partial<Record<UploadField, UploadRefused>>
  tooLarge: boolean
}> {
  const uploads: ApplicationUploads = {}
  const refusals: Partial<Record<UploadField, UploadRefused>> = {}
  for (const field of UPLOAD_FIELDS) {
    const file = files[field]
    if (!isChosen(file)) continue
    const check = await checkUpload(file)
    if (check.ok) uploads[field] = check.upload
    else refusals[field] = check
  }
  const tooLarge = Object.values(refusals).some((refusal) => refusal.status === 413)
  return { uploads, refusals, tooLarge }
}

/** 'Personeel aanvragen': valid fields and a sector the site knows, then stored with its mails. */
async function validateAndStoreStaffingRequest(payload: Payload, body: ParsedBody): Promise<Response> {
  const validation = validateFields(staffingRequestSchema, body.fields)
  if (!validation.ok) return failure(422, validation.errors)
  const sector = await findSectorByName(payload, validation.data.sector)
  if (sector === undefined) return failure(422, { sector: [nl.employers.errors.sector] })
  await storeStaffingRequest(payload, validation.data, sector)
  void drainMailQueue(payload)
  return success()
}

async function validateAndStore(payload: Payload, kind: FormKind, body: ParsedBody): Promise<Response> {
  if (kind === 'staffingRequest') return validateAndStoreStaffingRequest(payload, body)
  if (kind !== 'application') {
    const validation = validateFields(kind === 'contact' ? contactSchema : businessContactSchema, body.fields)
    if (!validation.ok) return failure(422, validation.errors)
    await storeContactMessage(payload, validation.data, kind === 'contact' ? 'person' : 'business')
    void drainMailQueue(payload)
    return success()
  }
  const validation = validateFields(applicationSchema, body.fields)
  const files = await checkUploads(body.files)
  const fileErrors: FieldErrors = Object.fromEntries(
    Object.entries(files.refusals).map(([field, refusal]) => [field, [refusal.message]]),
  )
  const errors = { ...(validation.ok ? {} : validation.errors), ...fileErrors }
  if (!validation.ok || Object.keys(errors).length) return failure(files.tooLarge ? 413 : 422, errors)
  await storeApplication(payload, validation.data, files.uploads)
  void drainMailQueue(payload)
  void drainAtsQueue(payload)
  return success()
}

/**
 * One form submission: rate limit, size-capped parsing, honeypot, validation, then storing the
 * record (and queueing its mail) before success is answered. Bad input is a 4xx, never a 500.
 */
export async function handleFormSubmission(
  kind: FormKind,
  request: Request,
  { onFields }: { onFields?: FieldsListener } = {},
): Promise<Response> {
  let payload: Payload
  try {
    payload = await getPayloadClient()
  } catch (error) {
    console.error('Form endpoint: Payload unavailable', error)
    return formFailure(503, nl.errors.formSubmit)
  }
  const address = clientAddress(request.headers)
  const limit = await checkRateLimit(kind, address, payload.logger)
  if (!limit.allowed) return formFailure(429, errorText.rateLimited, { 'Retry-After': String(limit.retryAfterSeconds) })
  if (kind !== 'application') return processSubmission(payload, kind, request, onFields)

  // An application body may hold two files in memory: bodies read at once share a bounded budget.
  const slot = tryAcquireUploadSlot(uploadMemoryBytes(), address, maxUploadsPerAddress())
  if (!slot) return formFailure(503, errorText.busy, { 'Retry-After': '10' })
  try {
    return await processSubmission(payload, kind, request, onFields, slot.take)
  } finally {
    slot.release()
  }
}

async function processSubmission(
  payload: Payload,
  kind: FormKind,
  request: Request,
  onFields?: FieldsListener,
  take?: (bytes: number) => boolean,
): Promise<Response> {
  let body: ParsedBody
  try {
    body = await parseRequestBody(request, {
      limit: maxBodyBytes(kind === 'application'),
      allowJson: kind !== 'application',
      pace: transferPace(kind === 'application'),
      take,
    })
  } catch (error) {
    if (!(error instanceof BodyError)) throw error
    const [status, message] = BODY_ERRORS[error.reason]
    return formFailure(status, message, error.reason === 'busy' ? { 'Retry-After': '10' } : undefined)
  }
  onFields?.(body.fields, chosenUploads(body.files))

  const honeypot = body.fields[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== '') {
    payload.logger.info(`Form ${kind}: honeypot filled, submission dropped`)
    return success()
  }

  try {
    return await validateAndStore(payload, kind, body)
  } catch (error) {
    if (error instanceof UploadRejected) return failure(422, { [error.field]: [errorText.fileNotStored] })
    payload.logger.error({ err: error, msg: `Form ${kind}: submission could not be stored` })
    return formFailure(503, nl.errors.formSubmit)
  }
}
