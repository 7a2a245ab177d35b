import type { CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload'

import { DELIVER_APPLICATION, queueAtsEvent } from '@/ats/deliver'
import { newAtsEvent } from '@/ats/events'
import type { Application } from '@/payload-types'

import { SEND_SUBMISSION_MAIL } from './mail'

/** The mail that confirms an erasure: the one job allowed to outlive the application, until it is sent. */
const ERASED_RECIPIENT = 'erased'

const mailJobsOf = (applicationId: number): Where => ({
  and: [
    { taskSlug: { equals: SEND_SUBMISSION_MAIL } },
    { 'input.collection': { equals: 'applications' } },
    { 'input.submissionId': { equals: applicationId } },
  ],
})

const atsJobsOf = (applicationId: number): Where => ({
  and: [{ taskSlug: { equals: DELIVER_APPLICATION } }, { 'input.applicationId': { equals: applicationId } }],
})

/**
 * Deletes every job, finished or queued, that names the application: its mail (a status message
 * holds the applicant's name in its text) and its ATS events, with their logs, which repeat each
 * try's input. Only the erasure's own confirmation stays until it is sent.
 */
async function deleteJobsOf(payload: Payload, applicationId: number, req: PayloadRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { or: [mailJobsOf(applicationId), atsJobsOf(applicationId)] },
    depth: 0,
    pagination: false,
    select: { input: true },
    overrideAccess: true,
    req,
  })
  const ids = docs
    .filter((job) => {
      const input = job.input
      return !(input && typeof input === 'object' && 'recipient' in input && input.recipient === ERASED_RECIPIENT)
    })
    .map((job) => job.id)
  if (!ids.length) return 0
  await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true, req })
  return ids.length
}

/**
 * Whatever removes an application (the applicant, retention, an editor) removes what the job
 * queue still holds of it, and tells the ATS, with nothing but the application's id.
 */
export const forgetErasedApplication: CollectionAfterDeleteHook<Application> = async ({ doc, req }) => {
  await deleteJobsOf(req.payload, doc.id, req)
  await queueAtsEvent(req.payload, newAtsEvent('application.erased', doc.id), req)
  return doc
}

/**
 * Deletes the erasure confirmations that were sent, or that failed for good (after their last
 * retry): their job held the applicant's address, the last copy of it. Run after each drain of the
 * mail queue and every lease check.
 */
export async function forgetSentErasureMail(payload: Payload): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SEND_SUBMISSION_MAIL } },
        { 'input.recipient': { equals: ERASED_RECIPIENT } },
        { or: [{ completedAt: { exists: true } }, { hasError: { equals: true } }] },
      ],
    },
    overrideAccess: true,
  })
  return docs.length
}
