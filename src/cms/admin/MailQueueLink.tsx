import type { ServerProps } from 'payload'

import { MAIL_QUEUE_PATH } from '@/cms/mail-queue'
import { nl } from '@/i18n/nl'

/** The navigation's link to the mail queue, for administrators only. */
export function MailQueueLink({ user, payload }: ServerProps) {
  if (user?.role !== 'admin') return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${MAIL_QUEUE_PATH}`} id="nav-mail-queue">
      <span className="nav__link-label">{nl.admin.mailQueue.title}</span>
    </a>
  )
}
