import type { PayloadRequest } from 'payload'

import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from './mail'
import { createScheduledEntry, linkJob, type ScheduledMail } from './timeline'

/**
 * A recruiter's mail to an applicant (a status message, a free mail): on the application's timeline
 * at once, and sent by the mail queue a minute later, so that 'Niet versturen' can still stop it.
 */
export async function scheduleApplicationMail(
  req: PayloadRequest,
  mail: ScheduledMail & { recipient: 'status' | 'free' },
): Promise<number> {
  const entry = await createScheduledEntry(req, mail)
  const job = await req.payload.jobs.queue({
    task: SEND_SUBMISSION_MAIL,
    queue: MAIL_QUEUE,
    input: {
      collection: 'applications',
      submissionId: mail.applicationId,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      entryId: entry.id,
    },
    waitUntil: new Date(entry.at),
    req,
  })
  await linkJob(req, entry.id, Number(job.id))
  return entry.id
}

export type CancelResult = 'cancelled' | 'notFound' | 'gone'

/**
 * 'Niet versturen': the mail's job leaves the queue while no process holds it, and the entry says
 * it was stopped. A mail already sent or being sent cannot be stopped.
 */
export async function cancelScheduledMail(
  req: PayloadRequest,
  applicationId: number,
  entryId: number,
): Promise<CancelResult> {
  const entry = await req.payload.findByID({
    collection: 'applicationTimeline',
    id: entryId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const owner = entry && (typeof entry.application === 'object' ? entry.application.id : entry.application)
  if (!entry || owner !== applicationId || entry.kind !== 'mail') return 'notFound'
  if (entry.state !== 'scheduled' || !entry.job) return 'gone'
  const { docs } = await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [{ id: { equals: entry.job } }, { processing: { not_equals: true } }, { completedAt: { exists: false } }],
    },
    overrideAccess: true,
    req,
  })
  if (!docs.length) return 'gone'
  await req.payload.update({
    collection: 'applicationTimeline',
    id: entryId,
    data: { state: 'cancelled', job: null },
    overrideAccess: true,
    req,
  })
  return 'cancelled'
}
