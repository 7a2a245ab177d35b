import type { AdminViewServerProps } from 'payload'

import { MAIL_QUEUE_PATH } from '@/cms/mail-queue'
import { SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { nl } from '@/i18n/nl'

import { JobQueueView } from './JobQueueView'

/** Administrators' view of the mail queue: each submission mail, its state, its error, a retry. */
export function MailQueueView(props: AdminViewServerProps) {
  return JobQueueView(props, {
    text: nl.admin.mailQueue,
    taskSlug: SEND_SUBMISSION_MAIL,
    viewPath: MAIL_QUEUE_PATH,
    retryPath: '/mail-queue/retry',
    testId: 'mail-queue',
  })
}
