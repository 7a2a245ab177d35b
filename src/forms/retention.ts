import type {
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'

import type { Application } from '@/payload-types'

export const RETENTION_QUEUE = 'retention'
export const DELETE_EXPIRED_APPLICATIONS = 'deleteExpiredApplications'

const DAY_MS = 24 * 60 * 60 * 1000
/** Without consent: four weeks after the application is closed. */
export const RETENTION_DAYS_WITHOUT_CONSENT = 28
/** With consent to keep the data for future vacancies: one year after it is closed. */
export const RETENTION_DAYS_WITH_CONSENT = 365

type RetentionState = { status?: Application['status'] | null; consent?: boolean | null; closedAt?: string | null }

/** When a closed application must be gone; an open one has no date yet. */
export function computeDeleteAfter({ status, consent, closedAt }: RetentionState): string | null {
  if (status !== 'closed' || !closedAt) return null
  const days = consent ? RETENTION_DAYS_WITH_CONSENT : RETENTION_DAYS_WITHOUT_CONSENT
  return new Date(new Date(closedAt).getTime() + days * DAY_MS).toISOString()
}

/** Closing dates: set when the status becomes 'afgerond', kept while it stays so, cleared on reopening. */
export function computeRetentionDates(next: RetentionState, previous: RetentionState | undefined, now = new Date()) {
  const status = next.status ?? previous?.status
  const consent = next.consent ?? previous?.consent ?? false
  const closedAt =
    status === 'closed'
      ? previous?.status === 'closed' && previous.closedAt
        ? previous.closedAt
        : now.toISOString()
      : null
  return { closedAt, deleteAfter: computeDeleteAfter({ status, consent, closedAt }) }
}

export const setRetentionDates: CollectionBeforeChangeHook<Application> = ({ data, originalDoc }) => ({
  ...data,
  ...computeRetentionDates(data, originalDoc),
})

const fileIds = (application: Application) =>
  [application.applicationCV, application.applicationMotivation]
    .map((file) => (file && typeof file === 'object' ? file.id : file))
    .filter((id): id is number => typeof id === 'number')

/** An application's CV and motivation go with it (the upload collection removes them from disk). */
export const deleteApplicationFiles: CollectionAfterDeleteHook<Application> = async ({ doc, req }) => {
  for (const id of fileIds(doc)) {
    await req.payload.delete({ collection: 'applicationFiles', id, overrideAccess: true, req })
  }
}

/** Deletes every application whose planned deletion date has passed, with its files. */
export async function deleteExpiredApplications(
  payload: Payload,
  now = new Date(),
  req?: PayloadRequest,
): Promise<number> {
  const expired = await payload.find({
    collection: 'applications',
    where: { deleteAfter: { less_than_equal: now.toISOString() } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    select: { applicationCV: true, applicationMotivation: true },
    req,
  })
  for (const application of expired.docs) {
    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true, req })
  }
  if (expired.docs.length)
    payload.logger.info(`Bewaartermijn verstreken: ${expired.docs.length} sollicitatie(s) verwijderd`)
  return expired.docs.length
}

/** Runs daily at 03:00 in the retention queue. */
export const deleteExpiredApplicationsTask: TaskConfig<'deleteExpiredApplications'> = {
  slug: DELETE_EXPIRED_APPLICATIONS,
  label: 'Verlopen sollicitaties verwijderen',
  retries: 3,
  schedule: [{ cron: '0 3 * * *', queue: RETENTION_QUEUE }],
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async ({ req }) => ({ output: { deleted: await deleteExpiredApplications(req.payload, new Date(), req) } }),
}
