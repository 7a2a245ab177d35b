import type { Endpoint, Payload, Where } from 'payload'

import { SEND_SUBMISSION_MAIL } from '@/forms/mail'
import type { PayloadJob } from '@/payload-types'

export type MailJobState = 'sent' | 'waiting' | 'failed'

export type MailJobRow = {
  id: number
  state: MailJobState
  collection: string | null
  submissionId: number | null
  recipient: string | null
  tries: number
  createdAt: string
  /** When it was sent, or when the next try is due. */
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

/** Where one mail job stands: sent, waiting for a (next) try, or failed for good. */
function describeMailJob(job: PayloadJob): MailJobRow {
  const input = (job.input && typeof job.input === 'object' && !Array.isArray(job.input) ? job.input : {}) as Record<
    string,
    unknown
  >
  const lastFailure = [...(job.log ?? [])].reverse().find((entry) => entry.state === 'failed')
  const state: MailJobState = job.completedAt ? 'sent' : job.hasError ? 'failed' : 'waiting'
  return {
    id: job.id,
    state,
    collection: typeof input.collection === 'string' ? input.collection : null,
    submissionId: typeof input.submissionId === 'number' ? input.submissionId : null,
    recipient: typeof input.recipient === 'string' ? input.recipient : null,
    tries: job.totalTried ?? 0,
    createdAt: job.createdAt,
    at: job.completedAt ?? job.waitUntil ?? null,
    error: state === 'sent' ? null : (errorMessage(job.error) ?? errorMessage(lastFailure?.error)),
  }
}

const STATE_FILTERS: Record<MailJobState | 'all', Where[]> = {
  all: [],
  sent: [{ completedAt: { exists: true } }],
  failed: [{ hasError: { equals: true } }],
  waiting: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }],
}

/** The newest mail jobs, for the administrators' view of the queue. */
export async function listMailJobs(payload: Payload, { state, limit = 100 }: { state?: MailJobState; limit?: number }) {
  const where: Where = {
    and: [{ taskSlug: { equals: SEND_SUBMISSION_MAIL } }, ...STATE_FILTERS[state ?? 'all']],
  }
  const result = await payload.find({
    collection: 'payload-jobs',
    where,
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return { rows: result.docs.map(describeMailJob), total: result.totalDocs }
}

/**
 * Puts a failed mail job back in the queue as new (its tries and log cleared, so it gets its full
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
  if (!job || job.taskSlug !== SEND_SUBMISSION_MAIL || job.completedAt) return null
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
  return describeMailJob(after)
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
    if (req.user?.role !== 'admin') return Response.json({ errors: [{ message: 'Geen toegang.' }] }, { status: 403 })
    const form = await req.formData?.()
    const id = Number(form?.get('id'))
    if (!Number.isInteger(id) || id <= 0)
      return Response.json({ errors: [{ message: 'Ongeldige taak.' }] }, { status: 400 })
    const result = await retryMailJob(req.payload, id)
    if (!result) return Response.json({ errors: [{ message: 'Deze mail kan niet opnieuw.' }] }, { status: 404 })
    const admin = req.payload.config.routes.admin
    return new Response(null, { status: 303, headers: { Location: `${admin}${MAIL_QUEUE_PATH}?opnieuw=${id}` } })
  },
}
