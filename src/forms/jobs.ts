import type { JobsConfig, Payload, TaskConfig } from 'payload'

import { drainQueue } from '@/data/jobs'

import { forgetSentErasureMail } from './erasure'
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

/**
 * Runs the mail queue batch after batch until no job is due, so a burst of submissions is mailed
 * within a minute instead of twenty a minute (src/data/jobs.ts, drainQueue); then deletes the
 * erasure confirmations it sent.
 */
export const drainMailQueue = async (payload: Payload): Promise<void> => {
  await drainQueue(payload, MAIL_QUEUE, MAIL_BATCH)
  // A sent erasure confirmation held the last copy of the applicant's address.
  await forgetSentErasureMail(payload).catch((error: unknown) =>
    payload.logger.warn({ err: error, msg: 'Deleting sent erasure confirmations failed' }),
  )
}
