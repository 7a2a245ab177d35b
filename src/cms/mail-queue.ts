import type { Endpoint, Payload, Where } from 'payload'

import { SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { nl } from '@/i18n/nl'
import { claimsExpireBefore } from '@/ops/job-leases'
import type { PayloadJob } from '@/payload-types'

/**
 * Where a mail stands: sent; waiting for a (next) try; being sent by a running process; stuck, its
 * process gone (claimed, and the claim not renewed within the lease: it is handed back at the next
 * check, src/ops/job-leases.ts); or failed for good.
 */
export const MAIL_JOB_STATES = ['sent', 'waiting', 'sending', 'stuck', 'failed'] as const
export type MailJobState = (typeof MAIL_JOB_STATES)[number]

export type MailJobRow = {
  id: number
  state: MailJobState
  collection: string | null
  submissionId: number | null
  recipient: string | null
  tries: number
  createdAt: string
  /** When it was sent, when the next try is due, or (being sent, stuck) when its process last renewed it. */
  at: string | null
  error: string | null
}

/** The message of an error as the job queue stores it (an object with `message`, or a string). */
function errorMessage(error: unknown): string | null {
  if (!error) return null
  if (typeof error === 'string') return error
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  return JSON.stringify(error)
}

function stateOf(job: PayloadJob, expiredBefore: Date): MailJobState {
  if (job.completedAt) return 'sent'
  if (job.hasError) return 'failed'
  if (!job.processing) return 'waiting'
  return new Date(job.updatedAt) < expiredBefore ? 'stuck' : 'sending'
}

/** Where one mail job stands, and what went wrong with it last. */
function describeMailJob(job: PayloadJob, expiredBefore: Date): MailJobRow {
  const input = (job.input && typeof job.input === 'object' && !Array.isArray(job.input) ? job.input : {}) as Record<
    string,
    unknown
  >
  const lastFailure = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'failed')
  const state = stateOf(job, expiredBefore)
  const claimed = state === 'sending' || state === 'stuck'
  return {
    id: job.id,
    state,
    collection: typeof input.collection === 'string' ? input.collection : null,
    submissionId: typeof input.submissionId === 'number' ? input.submissionId : null,
    recipient: typeof input.recipient === 'string' ? input.recipient : null,
    tries: job.totalTried ?? 0,
    createdAt: job.createdAt,
    at: claimed ? job.updatedAt : (job.completedAt ?? job.waitUntil ?? null),
    error: state === 'sent' ? null : (errorMessage(job.error) ?? errorMessage(lastFailure?.error)),
  }
}

function stateFilter(state: MailJobState | undefined, expiredBefore: Date): Where[] {
  const open: Where[] = [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }]
  const claimed: Where[] = [...open, { processing: { equals: true } }]
  switch (state) {
    case undefined:
      return []
    case 'sent':
      return [{ completedAt: { exists: true } }]
    case 'failed':
      return [{ hasError: { equals: true } }]
    case 'waiting':
      return [...open, { processing: { not_equals: true } }]
    case 'sending':
      return [...claimed, { updatedAt: { greater_than_equal: expiredBefore.toISOString() } }]
    case 'stuck':
      return [...claimed, { updatedAt: { less_than: expiredBefore.toISOString() } }]
  }
}

/** The newest mail jobs, for the administrators' view of the queue. */
export async function listMailJobs(
  payload: Payload,
  { state, limit = 100, now = new Date() }: { state?: MailJobState; limit?: number; now?: Date },
) {
  const expiredBefore = claimsExpireBefore(now)
  const where: Where = {
    and: [{ taskSlug: { equals: SEND_SUBMISSION_MAIL } }, ...stateFilter(state, expiredBefore)],
  }
  const result = await payload.find({
    collection: 'payload-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return { rows: result.docs.map((job) => describeMailJob(job, expiredBefore)), total: result.totalDocs }
}

/** A mail that can be offered again: not sent, and not in the hands of a running process. */
export const canRetry = (state: MailJobState): boolean => state !== 'sent' && state !== 'sending'

/**
 * Puts a failed (or stuck) mail job back in the queue as new (its tries and log cleared, so it gets its full
 * number of retries again) and runs it at once.
 */
export async function retryMailJob(payload: Payload, id: number): Promise<MailJobRow | null> {
  const job = await payload.findByID({
    collection: 'payload-jobs',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!job || job.taskSlug !== SEND_SUBMISSION_MAIL || !canRetry(stateOf(job, claimsExpireBefore()))) return null
  await payload.update({
    collection: 'payload-jobs',
    id,
    overrideAccess: true,
    data: {
      hasError: false,
      error: null,
      processing: false,
      totalTried: 0,
      log: [],
      waitUntil: new Date().toISOString(),
    },
  })
  payload.logger.info(`Mail opnieuw aangeboden (taak ${id})`)
  await payload.jobs.runByID({ id })
  const after = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
  return describeMailJob(after, claimsExpireBefore())
}

export const MAIL_QUEUE_PATH = '/mailwachtrij'

/**
 * POST /api/mail-queue/retry (form field `id`): administrators only. Answers the admin's plain form
 * with a redirect back to the view, so it works without JavaScript.
 */
export const retryMailEndpoint: Endpoint = {
  path: '/mail-queue/retry',
  method: 'post',
  handler: async (req) => {
    const refusals = nl.admin.mailQueue.retryRefusals
    if (req.user?.role !== 'admin') return Response.json({ errors: [{ message: refusals.notAdmin }] }, { status: 403 })
    const form = await req.formData?.()
    const id = Number(form?.get('id'))
    if (!Number.isInteger(id) || id <= 0)
      return Response.json({ errors: [{ message: refusals.invalidJob }] }, { status: 400 })
    const result = await retryMailJob(req.payload, id)
    if (!result) return Response.json({ errors: [{ message: refusals.notRetryable }] }, { status: 404 })
    const admin = req.payload.config.routes.admin
    return new Response(null, { status: 303, headers: { Location: `${admin}${MAIL_QUEUE_PATH}?opnieuw=${id}` } })
  },
}
