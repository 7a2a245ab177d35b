import type { Payload, PayloadRequest } from 'payload'

import type { ApplicationTimeline, User } from '@/payload-types'

/** A timeline entry is a mail sent to or about the applicant, or a recruiter's note. */
export const TIMELINE_KINDS = ['mail', 'note'] as const

/** A mail waits its minute (and can be stopped), then is sent; or someone stopped it. */
export const TIMELINE_MAIL_STATES = ['scheduled', 'sent', 'cancelled'] as const

/** How long a recruiter's mail waits in the queue, so that 'Niet versturen' can still stop it. */
const MESSAGE_DELAY_MS = 60_000

const TIMELINE = 'applicationTimeline'

type Author = Pick<User, 'id' | 'name' | 'email'>

const authorOf = (user: Author | null | undefined) =>
  user ? { author: user.id, authorName: user.name || user.email } : { author: null, authorName: null }

export type ScheduledMail = {
  applicationId: number
  recipient: string
  subject: string
  body: string
  user: Author | null
}

/**
 * Puts a mail on the application's timeline as waiting, due in a minute, and returns the entry:
 * the caller queues its job and links it with `linkJob` (src/forms/mail-schedule.ts).
 */
export async function createScheduledEntry(
  req: PayloadRequest,
  mail: ScheduledMail,
  now = new Date(),
): Promise<ApplicationTimeline> {
  return req.payload.create({
    collection: TIMELINE,
    data: {
      application: mail.applicationId,
      kind: 'mail',
      state: 'scheduled',
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      at: new Date(now.getTime() + MESSAGE_DELAY_MS).toISOString(),
      ...authorOf(mail.user),
    },
    overrideAccess: true,
    req,
  })
}

export const linkJob = (req: PayloadRequest, entryId: number, job: number) =>
  req.payload.update({ collection: TIMELINE, id: entryId, data: { job }, overrideAccess: true, req })

export type SentMail = { to: string; subject: string; text: string }

/**
 * Records a mail that went out about an application: the entry that waited for it becomes sent,
 * with the text as it left (the personal link included); a mail nobody scheduled (a confirmation,
 * the office's notice) gets an entry of its own, written by nobody.
 */
export async function recordSentMail(
  payload: Payload,
  { applicationId, entryId, recipient }: { applicationId: number; entryId?: number | null; recipient: string },
  mail: SentMail,
  now = new Date(),
): Promise<void> {
  const data = { state: 'sent' as const, to: mail.to, subject: mail.subject, body: mail.text, at: now.toISOString() }
  if (entryId) {
    await payload.update({ collection: TIMELINE, id: entryId, data: { ...data, job: null }, overrideAccess: true })
    return
  }
  await payload.create({
    collection: TIMELINE,
    data: { ...data, application: applicationId, kind: 'mail', recipient },
    overrideAccess: true,
  })
}

/** A recruiter's note, with who wrote it and when. */
export const addNote = (req: PayloadRequest, applicationId: number, body: string, user: Author) =>
  req.payload.create({
    collection: TIMELINE,
    data: { application: applicationId, kind: 'note', body, at: new Date().toISOString(), ...authorOf(user) },
    overrideAccess: true,
    req,
  })

/** Removes an application's timeline before the application itself goes (erasure, retention, an editor). */
export async function deleteTimelineOf(req: PayloadRequest, applicationId: number): Promise<void> {
  await req.payload.delete({
    collection: TIMELINE,
    where: { application: { equals: applicationId } },
    overrideAccess: true,
    req,
  })
}

export const timelineEntriesOf = async (payload: Payload, applicationId: number) =>
  (
    await payload.find({
      collection: TIMELINE,
      where: { application: { equals: applicationId } },
      sort: '-at',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs
