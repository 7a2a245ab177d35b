import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { serverEnv } from '@/env'
import { jobRunnerStopping } from '@/ops/job-leases'

import { MAIL_QUEUE, sendSubmissionMailTask } from './mail'
import { deleteExpiredApplicationsTask, RETENTION_QUEUE } from './retention'

/** The forms' background tasks: submission mail and the AVG retention clean-up. */
export const formTasks: TaskConfig[] = [sendSubmissionMailTask, deleteExpiredApplicationsTask]

/** Mail jobs run in batches of this size; a batch's mails are sent in parallel. */
const MAIL_BATCH = 20

/**
 * Mail is drained whenever a submission queued some (drainMailQueue) and looked at every minute
 * for jobs whose retry is due; the retention queue is checked every ten minutes for its daily run.
 */
export const formAutoRun: Extract<NonNullable<JobsConfig['autoRun']>, unknown[]> = [
  { cron: '* * * * *', queue: MAIL_QUEUE, limit: MAIL_BATCH },
  { cron: '*/10 * * * *', queue: RETENTION_QUEUE, limit: 1 },
]

/** Batches one drain runs at most before it leaves the rest to the next drain or minute. */
const MAX_DRAIN_BATCHES = 500

let draining: Promise<void> | undefined

/**
 * Runs the mail queue batch after batch until no job is due, so a burst of submissions is mailed
 * within a minute instead of twenty a minute. One drain at a time per process; instances with
 * JOBS_AUTORUN=false leave the queue to the one that runs it. Failed mails wait for their retry
 * (Payload's backoff), so an SMTP outage ends a drain instead of spinning it. A process that is
 * shutting down claims no more mail: what it queued is left to the next runner.
 */
export function drainMailQueue(payload: Payload): Promise<void> {
  if (!serverEnv().JOBS_AUTORUN || jobRunnerStopping()) return Promise.resolve()
  draining ??= (async () => {
    try {
      for (let batch = 0; batch < MAX_DRAIN_BATCHES && !jobRunnerStopping(); batch++) {
        const result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: MAIL_BATCH, silent: true })
        const ran = Object.keys(result.jobStatus ?? {}).length
        if (result.noJobsRemaining || ran === 0 || result.remainingJobsFromQueried === ran) break
      }
    } catch (error) {
      payload.logger.warn({ err: error, msg: 'Mail queue drain stopped; the next minute picks it up' })
    } finally {
      draining = undefined
    }
  })()
  return draining
}
