import type { CollectionConfig, JobsConfig, Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/cms/access'

export { withJobLeases } from '@/ops/job-leases'

/** Payload queues planned publishing (schedulePublish) in its default queue; checked every minute. */
export const SCHEDULED_PUBLISH_AUTORUN = { cron: '* * * * *', queue: 'default', limit: 20 }

/** Finished jobs are kept this long (administrators see sent mail), then removed by the retention job. */
const FINISHED_JOB_RETENTION_DAYS = 30

/**
 * The job queue's collection: readable by administrators only (the mail queue view reads it for
 * them), and out of the navigation: the mail queue view is the way in.
 */
export const jobsCollection: NonNullable<JobsConfig['jobsCollectionOverrides']> = ({ defaultJobsCollection }) =>
  ({
    ...defaultJobsCollection,
    labels: { singular: 'Taak', plural: 'Taken' },
    access: { ...defaultJobsCollection.access, read: isAdmin },
    admin: { ...defaultJobsCollection.admin, group: 'Beheer', hidden: true },
  }) satisfies CollectionConfig

/** Deletes finished jobs (sent mail, done publications, imports) older than the retention period. */
export async function deleteFinishedJobs(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<number> {
  const before = new Date(now.getTime() - FINISHED_JOB_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const result = await payload.delete({
    collection: 'payload-jobs',
    where: { completedAt: { less_than: before } },
    overrideAccess: true,
    req,
  })
  return result.docs.length
}
