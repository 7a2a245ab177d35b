import type { Payload } from 'payload'

import { atsSettings, DELIVER_APPLICATION, queueAtsDelivery } from '@/ats/deliver'

import { MAIL_QUEUE, SEND_SUBMISSION_MAIL, type SubmissionCollection } from './mail'

/**
 * A submission younger than this may still be in the middle of its unit (the record is written,
 * its jobs are being queued): the repair leaves it alone. A unit takes milliseconds from record
 * to jobs; a minute is far beyond any live one.
 */
export const SUBMISSION_SETTLE_MS = 60_000

/**
 * How far back the repair looks. A process that died between a record and its jobs is restarted
 * within minutes; two days also cover a weekend's outage, and stay well inside the 30 days that
 * finished jobs are kept (so a whole submission's jobs are still there to be found).
 */
const REPAIR_WINDOW_MS = 2 * 24 * 60 * 60 * 1000

const SUBMISSION_RECIPIENTS = ['office', 'sender'] as const

type Recipient = (typeof SUBMISSION_RECIPIENTS)[number]

type Missing = { collection: SubmissionCollection; id: number; recipients: Recipient[]; ats: boolean }

async function recentIds(payload: Payload, collection: SubmissionCollection, from: Date, to: Date) {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [{ createdAt: { greater_than_equal: from.toISOString() } }, { createdAt: { less_than: to.toISOString() } }],
    },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/** Every job queued since `from` for a submission, as `<collection>:<id>:<recipient>` and `ats:<id>` (its creation's delivery). */
async function queuedSince(payload: Payload, from: Date): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { createdAt: { greater_than_equal: from.toISOString() } },
        { taskSlug: { in: [SEND_SUBMISSION_MAIL, DELIVER_APPLICATION] } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { input: true, taskSlug: true },
    overrideAccess: true,
  })
  const keys = new Set<string>()
  for (const job of docs) {
    const input = (job.input ?? {}) as Record<string, unknown>
    if (job.taskSlug === DELIVER_APPLICATION) {
      // The creation's delivery; the application's later events are no part of its unit.
      if (!input.event || input.event === 'application.created') keys.add(`ats:${String(input.applicationId)}`)
    } else keys.add(`${String(input.collection)}:${String(input.submissionId)}:${String(input.recipient)}`)
  }
  return keys
}

/** The submissions of the window that lack one of the jobs their unit queues with them. */
async function findMissing(payload: Payload, now: Date): Promise<Missing[]> {
  const from = new Date(now.getTime() - REPAIR_WINDOW_MS)
  const settled = new Date(now.getTime() - SUBMISSION_SETTLE_MS)
  const queued = await queuedSince(payload, from)
  const withAts = Boolean(atsSettings())
  const missing: Missing[] = []
  for (const collection of ['contactMessages', 'applications'] as const) {
    for (const id of await recentIds(payload, collection, from, settled)) {
      const recipients = SUBMISSION_RECIPIENTS.filter((recipient) => !queued.has(`${collection}:${id}:${recipient}`))
      const ats = collection === 'applications' && withAts && !queued.has(`ats:${id}`)
      if (recipients.length || ats) missing.push({ collection, id, recipients, ats })
    }
  }
  return missing
}

/**
 * SQLite has no transactions here (docs/architecture.md, "Units of work on SQLite"): a process
 * killed between storing a submission and queueing its mail and ATS delivery leaves the record
 * without them. This queues what such a record lacks, so it is handed on as if its unit had
 * finished; run at a server's start and every lease check. Returns how many jobs it queued.
 */
export async function queueMissingSubmissionJobs(payload: Payload, now = new Date()): Promise<number> {
  let queued = 0
  for (const { collection, id, recipients, ats } of await findMissing(payload, now)) {
    for (const recipient of recipients) {
      await payload.jobs.queue({
        task: SEND_SUBMISSION_MAIL,
        queue: MAIL_QUEUE,
        input: { collection, submissionId: id, recipient },
      })
      queued++
    }
    if (ats) {
      await queueAtsDelivery(payload, id)
      queued++
    }
  }
  if (queued) payload.logger.warn(`${queued} job(s) queued for submissions stored without them (a process stopped)`)
  return queued
}
