import type { AdminViewServerProps } from 'payload'

import { MAIL_QUEUE_PATH } from '@/cms/mail-queue'
import { SEND_SUBMISSION_MAIL, type MailRecipient } from '@/forms/mail'
import { nl } from '@/i18n/nl'

import { JobQueueView } from './JobQueueView'

/** Every kind of mail named in Dutch in the 'Aan' column, never by its key: the checker insists on each. */
const recipients: Record<MailRecipient, string> = nl.admin.mailQueue.recipients

/** Administrators' view of the mail queue: each submission mail, its state, its error, a retry. */
export function MailQueueView(props: AdminViewServerProps) {
  return JobQueueView(props, {
    text: { ...nl.admin.mailQueue, recipients },
    taskSlug: SEND_SUBMISSION_MAIL,
    viewPath: MAIL_QUEUE_PATH,
    retryPath: '/mail-queue/retry',
    testId: 'mail-queue',
  })
}
