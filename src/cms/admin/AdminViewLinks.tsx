import type { ServerProps } from 'payload'

import { ATS_QUEUE_PATH } from '@/ats/admin-paths'
import { MAIL_QUEUE_PATH } from '@/cms/mail-queue'
import { nl } from '@/i18n/nl'

/** The administrators' own views: the mail queue and the ATS link's deliveries. */
const ADMIN_VIEWS = [
  { id: 'nav-mail-queue', path: MAIL_QUEUE_PATH, label: nl.admin.mailQueue.title },
  { id: 'nav-ats-queue', path: ATS_QUEUE_PATH, label: nl.admin.atsQueue.title },
] as const

/** The navigation's links to the administrators' own views, for administrators only. */
export function AdminViewLinks({ user, payload }: ServerProps) {
  if (user?.role !== 'admin') return null
  return ADMIN_VIEWS.map(({ id, path, label }) => (
    <a key={id} className="nav__link" href={`${payload.config.routes.admin}${path}`} id={id}>
      <span className="nav__link-label">{label}</span>
    </a>
  ))
}
