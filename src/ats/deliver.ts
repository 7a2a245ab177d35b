import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { drainQueue } from '@/cms/jobs'
import { serverEnv } from '@/env'
import { nl } from '@/i18n/nl'

import { buildApplicationMessage } from './application-message'
import { ATS_HEADERS, idempotencyKeyOf, signAtsMessage } from './signature'

export const ATS_QUEUE = 'ats'
export const DELIVER_APPLICATION = 'deliverApplicationToAts'

/** Deliveries run in batches of this size, in parallel. */
const ATS_BATCH = 10

/** Tries before a delivery counts as failed (and waits for an administrator's retry). */
const ATS_ATTEMPTS = 12

/** How much of the ATS's refusal the error keeps, for the administrators' view. */
const ANSWER_EXCERPT = 200

const errors = nl.ats.errors

/** The ATS link's settings, or null while either the address or the secret is unset. */
export function atsSettings() {
  const env = serverEnv()
  if (!env.ATS_WEBHOOK_URL || !env.ATS_WEBHOOK_SECRET) return null
  return { url: env.ATS_WEBHOOK_URL, secret: env.ATS_WEBHOOK_SECRET, timeoutMs: env.ATS_TIMEOUT_SECONDS * 1000 }
}

/** Queues an application's delivery in the unit of work that stores it; nothing without an ATS. */
export async function queueAtsDelivery(payload: Payload, applicationId: number, req?: PayloadRequest): Promise<void> {
  if (!atsSettings()) return
  await payload.jobs.queue({ task: DELIVER_APPLICATION, queue: ATS_QUEUE, input: { applicationId }, req })
}

/** Delivers what is due now rather than at the next minute (after a submission, after a restart). */
export const drainAtsQueue = (payload: Payload): Promise<void> => drainQueue(payload, ATS_QUEUE, ATS_BATCH)

const reasonOf = (error: unknown) =>
  error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)

/**
 * Posts one signed message within the deadline; throws (in Dutch: administrators read it) when
 * the ATS cannot be reached, times out, or answers anything but 2xx, so the job is tried again.
 */
async function post(settings: NonNullable<ReturnType<typeof atsSettings>>, key: string, body: string) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  let response: Response
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      // A redirect would carry the signed message somewhere else: it counts as a refusal.
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
      headers: {
        'Content-Type': 'application/json',
        [ATS_HEADERS.timestamp]: timestamp,
        [ATS_HEADERS.signature]: signAtsMessage(settings.secret, timestamp, body),
        [ATS_HEADERS.idempotencyKey]: key,
      },
      body,
    })
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new Error(timedOut ? errors.timeout(settings.timeoutMs / 1000) : errors.unreachable(reasonOf(error)))
  }
  const answer = await response.text().catch(() => '')
  if (!response.ok) throw new Error(errors.refused(response.status, answer.slice(0, ANSWER_EXCERPT)))
  return response.status
}

/**
 * Delivers one stored application to the ATS. Every try signs afresh (new timestamp, new file
 * links) under the same idempotency key, so the ATS takes in an application once however often
 * it arrives. Retried with growing pauses: ATS_RETRY_DELAY_SECONDS times 1, 2, 4 ... (with the
 * default of a minute: about three days in all) before it waits for an administrator.
 */
export function deliverApplicationTask(): TaskConfig<'deliverApplicationToAts'> {
  return {
    slug: DELIVER_APPLICATION,
    label: nl.ats.taskLabel,
    retries: {
      attempts: ATS_ATTEMPTS,
      backoff: {
        type: 'exponential',
        // Read at each retry, as every setting is read when asked for (src/env.ts).
        get delay() {
          return serverEnv().ATS_RETRY_DELAY_SECONDS * 1000
        },
      },
    },
    inputSchema: [{ name: 'applicationId', type: 'number', required: true }],
    outputSchema: [{ name: 'httpStatus', type: 'number' }],
    handler: async ({ input, req }) => {
      const settings = atsSettings()
      if (!settings) throw new Error(errors.notConfigured)
      const application = await req.payload.findByID({
        collection: 'applications',
        id: input.applicationId,
        depth: 1,
        overrideAccess: true,
        disableErrors: true,
      })
      // Erased by the applicant or by retention in the meantime: nothing left to hand over.
      if (!application) return { output: {} }
      const key = idempotencyKeyOf(application.id)
      const body = JSON.stringify(buildApplicationMessage(req.payload, application))
      return { output: { httpStatus: await post(settings, key, body) } }
    },
  }
}

/** Deliveries are drained after each application and looked at every minute for due retries. */
export const ATS_AUTORUN = { cron: '* * * * *', queue: ATS_QUEUE, limit: ATS_BATCH }
