import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import { FINAL_STATUSES } from '@/data/application'
import { deleteFinishedJobs } from '@/data/jobs'
import { relationId } from '@/data/relations'
import { DAY_MS } from '@/ops/days'
import type { Application, ContactMessage, StaffingRequest } from '@/payload-types'

import { sweepOrphanFiles } from './orphan-files'

export const RETENTION_QUEUE = 'retention'
const DELETE_EXPIRED_APPLICATIONS = 'deleteExpiredApplications'

/** Without consent: four weeks after the application ended (closed, hired, rejected or withdrawn). */
const RETENTION_DAYS_WITHOUT_CONSENT = 28
/** With consent to keep the data for future vacancies: one year after it is closed. */
const RETENTION_DAYS_WITH_CONSENT = 365
/** A contact message or a staffing request: one year after it arrived, whatever its status. */
const CONTACT_RETENTION_DAYS = 365

type RetentionState = { status?: Application['status'] | null; consent?: boolean | null; closedAt?: string | null }

const isFinal = (status: RetentionState['status']) => !!status && FINAL_STATUSES.includes(status)

/** When an ended application must be gone; an open one has no date yet. */
export function computeDeleteAfter({ status, consent, closedAt }: RetentionState): string | null {
  if (!isFinal(status) || !closedAt) return null
  const days = consent ? RETENTION_DAYS_WITH_CONSENT : RETENTION_DAYS_WITHOUT_CONSENT
  return new Date(new Date(closedAt).getTime() + days * DAY_MS).toISOString()
}

/** Closing dates: set when the application ends, kept while it stays ended, cleared on reopening. */
export function computeRetentionDates(next: RetentionState, previous: RetentionState | undefined, now = new Date()) {
  const status = next.status ?? previous?.status
  const consent = next.consent ?? previous?.consent ?? false
  const closedAt = isFinal(status)
    ? isFinal(previous?.status) && previous?.closedAt
      ? previous.closedAt
      : now.toISOString()
    : null
  return { closedAt, deleteAfter: computeDeleteAfter({ status, consent, closedAt }) }
}

export const setRetentionDates: CollectionBeforeChangeHook<Application> = ({ data, originalDoc }) => ({
  ...data,
  ...computeRetentionDates(data, originalDoc),
})

/** When a contact message received at `receivedAt` must be gone. */
export function computeContactDeleteAfter(receivedAt: string | Date): string {
  return new Date(new Date(receivedAt).getTime() + CONTACT_RETENTION_DAYS * DAY_MS).toISOString()
}

type Arrived = { deleteAfter?: string | null; createdAt?: string }

/** The date is set once, from the moment the submission arrived; later edits keep it. */
const deleteAfterArrival = (data: Arrived, originalDoc: Arrived | undefined) =>
  originalDoc?.deleteAfter ?? computeContactDeleteAfter(originalDoc?.createdAt ?? data.createdAt ?? new Date())

export const setContactRetentionDate: CollectionBeforeChangeHook<ContactMessage> = ({ data, originalDoc }) => ({
  ...data,
  deleteAfter: deleteAfterArrival(data, originalDoc),
})

export const setStaffingRetentionDate: CollectionBeforeChangeHook<StaffingRequest> = ({ data, originalDoc }) => ({
  ...data,
  deleteAfter: deleteAfterArrival(data, originalDoc),
})

const fileIds = (application: Application) =>
  [application.applicationCV, application.applicationMotivation]
    .map((file) => relationId(file))
    .filter((id): id is number => typeof id === 'number')

/** An application's CV and motivation go with it (the upload collection removes them from disk). */
export const deleteApplicationFiles: CollectionAfterDeleteHook<Application> = async ({ doc, req }) => {
  for (const id of fileIds(doc)) {
    await req.payload.delete({ collection: 'applicationFiles', id, overrideAccess: true, req })
  }
}

/**
 * Deletes every submission of the collection whose planned deletion date has passed; one by one, so
 * an application's afterDelete hook removes its files.
 */
async function deleteExpired(
  payload: Payload,
  collection: 'applications' | 'contactMessages' | 'staffingRequests',
  now: Date,
  req?: PayloadRequest,
): Promise<number> {
  const expired = await payload.find({
    collection,
    where: { deleteAfter: { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    select: { deleteAfter: true },
    req,
  })
  for (const doc of expired.docs) {
    await payload.delete({ collection, id: doc.id, overrideAccess: true, req })
  }
  return expired.docs.length
}

/** Deletes every application whose planned deletion date has passed, with its files. */
export async function deleteExpiredApplications(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number> {
  const deleted = await deleteExpired(payload, 'applications', now, req)
  if (deleted) payload.logger.info(`Bewaartermijn verstreken: ${deleted} sollicitatie(s) verwijderd`)
  return deleted
}

/** Deletes every contact message whose planned deletion date has passed. */
export async function deleteExpiredContactMessages(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number> {
  const deleted = await deleteExpired(payload, 'contactMessages', now, req)
  if (deleted) payload.logger.info(`Bewaartermijn verstreken: ${deleted} contactbericht(en) verwijderd`)
  return deleted
}

/** Deletes every staffing request whose planned deletion date has passed. */
export async function deleteExpiredStaffingRequests(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number> {
  const deleted = await deleteExpired(payload, 'staffingRequests', now, req)
  if (deleted) payload.logger.info(`Bewaartermijn verstreken: ${deleted} personeelsaanvraag(en) verwijderd`)
  return deleted
}

/**
 * Runs daily at 03:00 in the retention queue: expired applications, contact messages and staffing requests, saved
 * exports past their period, finished jobs, and applicants' files that no application holds.
 */
export const deleteExpiredApplicationsTask: TaskConfig<'deleteExpiredApplications'> = {
  slug: DELETE_EXPIRED_APPLICATIONS,
  label: 'Verlopen inzendingen verwijderen',
  retries: 3,
  schedule: [{ cron: '0 3 * * *', queue: RETENTION_QUEUE }],
  outputSchema: [
    { name: 'deleted', type: 'number' },
    { name: 'deletedContactMessages', type: 'number' },
    { name: 'deletedStaffingRequests', type: 'number' },
    { name: 'deletedExports', type: 'number' },
    { name: 'deletedJobs', type: 'number' },
    { name: 'deletedOrphanFiles', type: 'number' },
  ],
  handler: async ({ req }) => {
    const now = new Date()
    return {
      output: {
        deleted: await deleteExpiredApplications(req.payload, now, req),
        deletedContactMessages: await deleteExpiredContactMessages(req.payload, now, req),
        deletedStaffingRequests: await deleteExpiredStaffingRequests(req.payload, now, req),
        deletedExports: await deleteExpiredExports(req.payload, now, req),
        deletedJobs: await deleteFinishedJobs(req.payload, now, req),
        deletedOrphanFiles: await sweepOrphanFiles(req.payload, now, req),
      },
    }
  },
}

/** Saved exports (files with applicants' data) are deleted after this many days. */
export const EXPORT_RETENTION_DAYS = 30

/** Deletes saved exports (and their files) older than the retention period. */
async function deleteExpiredExports(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const result = await payload.delete({
    collection: 'exports',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
    req,
  })
  return result.docs.length
}
