import type { ServerProps } from 'payload'

import { ATS_QUEUE_PATH } from '@/ats/admin-paths'
import { nl } from '@/i18n/nl'

/** The navigation's link to the ATS link's deliveries, for administrators only. */
export function AtsQueueLink({ user, payload }: ServerProps) {
  if (user?.role !== 'admin') return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${ATS_QUEUE_PATH}`} id="nav-ats-queue">
      <span className="nav__link-label">{nl.admin.atsQueue.title}</span>
    </a>
  )
}
