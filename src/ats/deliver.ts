import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { APPLICATION_STATUSES } from '@/data/application'
import { drainQueue } from '@/data/jobs'
import { serverEnv } from '@/env'
import { nl } from '@/i18n/nl'

import {
  ATS_EVENTS,
  buildEventMessage,
  eventOf,
  needsApplication,
  newAtsEvent,
  STATUS_CHANGERS,
  type AtsEventInput,
} from './events'
import { ATS_HEADERS, signAtsMessage } from './signature'

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

/**
 * Queues one event for the ATS in the unit of work that makes it happen (the stored application,
 * the status change, the erasure); nothing without an ATS. Every event is one job of the same task:
 * signed, retried and shown in the admin's ATS view alike.
 */
export async function queueAtsEvent(payload: Payload, input: AtsEventInput, req?: PayloadRequest): Promise<void> {
  if (!atsSettings()) return
  await payload.jobs.queue({ task: DELIVER_APPLICATION, queue: ATS_QUEUE, input, req })
}

/** Queues an application's delivery (its `application.created` event). */
export const queueAtsDelivery = (payload: Payload, applicationId: number, req?: PayloadRequest): Promise<void> =>
  queueAtsEvent(payload, newAtsEvent('application.created', applicationId), req)

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
 * Delivers one event about an application to the ATS. Every try signs afresh (new timestamp, new
 * file links) under the event's idempotency key, so the ATS takes in each event once however often
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
    inputSchema: [
      { name: 'applicationId', type: 'number', required: true },
      // Absent on deliveries queued before there were other events: those are creations.
      { name: 'event', type: 'select', options: [...ATS_EVENTS] },
      { name: 'eventId', type: 'text' },
      { name: 'occurredAt', type: 'text' },
      { name: 'status', type: 'select', options: [...APPLICATION_STATUSES] },
      { name: 'previousStatus', type: 'select', options: [...APPLICATION_STATUSES] },
      { name: 'changedBy', type: 'select', options: [...STATUS_CHANGERS] },
      { name: 'changedByName', type: 'text' },
      { name: 'changedByRole', type: 'text' },
    ],
    outputSchema: [{ name: 'httpStatus', type: 'number' }],
    handler: async ({ input, req }) => {
      const settings = atsSettings()
      if (!settings) throw new Error(errors.notConfigured)
      const application = needsApplication(eventOf(input))
        ? await req.payload.findByID({
            collection: 'applications',
            id: input.applicationId,
            depth: 1,
            overrideAccess: true,
            disableErrors: true,
          })
        : null
      const message = buildEventMessage(req.payload, input, application)
      // Erased by the applicant or by retention in the meantime: nothing left to hand over (its
      // erasure is an event of its own).
      if (!message) return { output: {} }
      return { output: { httpStatus: await post(settings, message.idempotencyKey, JSON.stringify(message)) } }
    },
  }
}

/** Deliveries are drained after each application and looked at every minute for due retries. */
export const ATS_AUTORUN = { cron: '* * * * *', queue: ATS_QUEUE, limit: ATS_BATCH }
