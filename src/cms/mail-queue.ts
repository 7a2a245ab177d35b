import type { Endpoint, Payload, Where } from 'payload'

import { eventNamed } from '@/ats/events'
import { SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { nl } from '@/i18n/nl'
import { claimsExpireBefore } from '@/ops/job-leases'
import type { PayloadJob } from '@/payload-types'

/**
 * The administrators' views of background jobs that hand something to the outside: submission
 * mail (the mail queue) and deliveries to the ATS (src/ats). Where such a job stands: done (sent,
 * delivered); waiting for a (next) try; being sent by a running process; stuck, its
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

const metaOf = ({ meta }: PayloadJob): Record<string, unknown> =>
  meta && typeof meta === 'object' && !Array.isArray(meta) ? meta : {}

/** The tries before the job was last offered again by hand (see retryQueueJob). */
function earlierTries(job: PayloadJob): number {
  const value = metaOf(job).earlierTries
  return typeof value === 'number' ? value : 0
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
    // A mail names its submission; an ATS delivery its application.
    collection:
      typeof input.collection === 'string' ? input.collection : 'applicationId' in input ? 'applications' : null,
    submissionId:
      typeof input.submissionId === 'number'
        ? input.submissionId
        : typeof input.applicationId === 'number'
          ? input.applicationId
          : null,
    // A mail's recipient; an ATS delivery's event.
    recipient:
      typeof input.recipient === 'string' ? input.recipient : 'applicationId' in input ? eventNamed(input.event) : null,
    tries: (job.totalTried ?? 0) + earlierTries(job),
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

type ListOptions = { state?: MailJobState; limit?: number; now?: Date }

/** The newest jobs of one task, for an administrators' view. */
export async function listQueueJobs(
  payload: Payload,
  taskSlug: string,
  { state, limit = 100, now = new Date() }: ListOptions,
) {
  const expiredBefore = claimsExpireBefore(now)
  const where: Where = {
    and: [{ taskSlug: { equals: taskSlug } }, ...stateFilter(state, expiredBefore)],
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

/** The newest mail jobs, for the administrators' view of the queue. */
export const listMailJobs = (payload: Payload, options: ListOptions) =>
  listQueueJobs(payload, SEND_SUBMISSION_MAIL, options)

/** A mail that can be offered again: not sent, and not in the hands of a running process. */
export const canRetry = (state: MailJobState): boolean => state !== 'sent' && state !== 'sending'

/**
 * Puts a failed (or stuck) job of this task back in the queue as new (its tries and log cleared, so it gets its full
 * number of retries again) and runs it at once. The tries so far are kept beside it (`meta`), so
 * that 'Pogingen' still counts them.
 */
async function retryQueueJob(payload: Payload, taskSlug: string, id: number): Promise<MailJobRow | null> {
  const job = await payload.findByID({
    collection: 'payload-jobs',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!job || job.taskSlug !== taskSlug || !canRetry(stateOf(job, claimsExpireBefore()))) return null
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
      meta: { ...metaOf(job), earlierTries: describeMailJob(job, claimsExpireBefore()).tries },
      waitUntil: new Date().toISOString(),
    },
  })
  payload.logger.info(`Job ${id} (${taskSlug}) offered again`)
  await payload.jobs.runByID({ id })
  const after = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
  return describeMailJob(after, claimsExpireBefore())
}

export const retryMailJob = (payload: Payload, id: number) => retryQueueJob(payload, SEND_SUBMISSION_MAIL, id)

export const MAIL_QUEUE_PATH = '/mailwachtrij'

type RetryRefusals = { notAdmin: string; invalidJob: string; notRetryable: string }

/**
 * POST /api/<path> (form field `id`): administrators only, a job of one task offered again.
 * Answers the admin's plain form with a redirect back to its view, so it works without JavaScript.
 */
export function retryJobEndpoint({
  path,
  taskSlug,
  viewPath,
  refusals,
}: {
  path: string
  taskSlug: string
  viewPath: string
  refusals: RetryRefusals
}): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      if (req.user?.role !== 'admin')
        return Response.json({ errors: [{ message: refusals.notAdmin }] }, { status: 403 })
      const form = await req.formData?.()
      const id = Number(form?.get('id'))
      if (!Number.isInteger(id) || id <= 0)
        return Response.json({ errors: [{ message: refusals.invalidJob }] }, { status: 400 })
      const result = await retryQueueJob(req.payload, taskSlug, id)
      if (!result) return Response.json({ errors: [{ message: refusals.notRetryable }] }, { status: 404 })
      const admin = req.payload.config.routes.admin
      return new Response(null, { status: 303, headers: { Location: `${admin}${viewPath}?opnieuw=${id}` } })
    },
  }
}

/** POST /api/mail-queue/retry: a mail offered again from the mail queue view. */
export const retryMailEndpoint = retryJobEndpoint({
  path: '/mail-queue/retry',
  taskSlug: SEND_SUBMISSION_MAIL,
  viewPath: MAIL_QUEUE_PATH,
  refusals: nl.admin.mailQueue.retryRefusals,
})
