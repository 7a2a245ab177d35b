import type { ServerProps } from 'payload'

import { ATS_QUEUE_PATH } from '@/cms/ats-admin-paths'
import { MAIL_QUEUE_PATH } from '@/cms/mail-queue'
import { MISSING_SALARY_PATH } from '@/cms/missing-salary'
import { nl } from '@/i18n/nl'

/**
 * The admin's own views: the vacancies without a salary for everyone who edits vacancies; the
 * mail queue and the ATS link's deliveries for administrators only.
 */
const ADMIN_VIEWS = [
  { id: 'nav-missing-salary', path: MISSING_SALARY_PATH, label: nl.pay.missingView.title, adminOnly: false },
  { id: 'nav-mail-queue', path: MAIL_QUEUE_PATH, label: nl.admin.mailQueue.title, adminOnly: true },
  { id: 'nav-ats-queue', path: ATS_QUEUE_PATH, label: nl.admin.atsQueue.title, adminOnly: true },
] as const

/** The navigation's links to the admin's own views the user may see. */
export function AdminViewLinks({ user, payload }: ServerProps) {
  if (!user) return null
  return ADMIN_VIEWS.filter(({ adminOnly }) => !adminOnly || user.role === 'admin').map(({ id, path, label }) => (
    <a key={id} className="nav__link" href={`${payload.config.routes.admin}${path}`} id={id}>
      <span className="nav__link-label">{label}</span>
    </a>
  ))
}
