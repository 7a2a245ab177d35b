import type { AdminViewServerProps } from 'payload'

import { DELIVER_APPLICATION } from '@/ats/deliver'
import { ATS_QUEUE_PATH, ATS_RETRY_PATH } from '@/cms/ats-admin-paths'
import { nl } from '@/i18n/nl'

import { JobQueueView } from './JobQueueView'

/**
 * Administrators' view of the ATS link: each application's delivery, its state (failing ones
 * with the ATS's answer), and a retry; laid out as the mail queue.
 */
export function AtsQueueView(props: AdminViewServerProps) {
  return JobQueueView(props, {
    text: nl.admin.atsQueue,
    taskSlug: DELIVER_APPLICATION,
    viewPath: ATS_QUEUE_PATH,
    retryPath: ATS_RETRY_PATH,
    testId: 'ats-queue',
  })
}
