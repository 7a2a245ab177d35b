import type { JobsConfig, TaskConfig } from 'payload'

import { MAIL_QUEUE, sendSubmissionMailTask } from './mail'
import { deleteExpiredApplicationsTask, RETENTION_QUEUE } from './retention'

/** The forms' background tasks: submission mail and the AVG retention clean-up. */
export const formTasks: TaskConfig[] = [sendSubmissionMailTask, deleteExpiredApplicationsTask]

/** Mail is tried every minute; the retention queue is checked every ten minutes for its daily run. */
export const formAutoRun: Extract<NonNullable<JobsConfig['autoRun']>, unknown[]> = [
  { cron: '* * * * *', queue: MAIL_QUEUE, limit: 20 },
  { cron: '*/10 * * * *', queue: RETENTION_QUEUE, limit: 1 },
]
