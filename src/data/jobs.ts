import type { CollectionConfig, JobsConfig, Payload, PayloadRequest } from 'payload'

import { isAdmin } from '@/data/access'
import { serverEnv } from '@/env'
import { jobRunnerStopping } from '@/ops/job-leases'

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

/** Batches one drain runs at most before it leaves the rest to the next drain or minute. */
const MAX_DRAIN_BATCHES = 500

const draining = new Map<string, Promise<void>>()

/**
 * Runs a queue batch after batch until no job is due. One drain per queue at a time per process;
 * instances with JOBS_AUTORUN=false leave the queue to the one that runs it. Failed jobs wait for
 * their retry (Payload's backoff), so an outage ends a drain instead of spinning it. A process
 * that is shutting down claims no more jobs: what it queued is left to the next runner.
 */
export function drainQueue(payload: Payload, queue: string, batchSize: number): Promise<void> {
  if (!serverEnv().JOBS_AUTORUN || jobRunnerStopping()) return Promise.resolve()
  const running = draining.get(queue)
  if (running) return running
  const drain = (async () => {
    try {
      for (let batch = 0; batch < MAX_DRAIN_BATCHES && !jobRunnerStopping(); batch++) {
        const result = await payload.jobs.run({ queue, limit: batchSize, silent: true })
        const ran = Object.keys(result.jobStatus ?? {}).length
        if (result.noJobsRemaining || ran === 0 || result.remainingJobsFromQueried === ran) break
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: `Queue ${queue}: drain stopped; the next minute picks it up` })
    } finally {
      draining.delete(queue)
    }
  })()
  draining.set(queue, drain)
  return drain
}
