import type { Payload } from 'payload'

import { relationId } from '@/data/relations'
import type { Application } from '@/payload-types'

/** The id of the recruiter of the vacancy an application is for, however deeply it was read. */
function recruiterIdOf(application: Pick<Application, 'vacancy'>): number | null {
  const vacancy = application.vacancy
  if (!vacancy || typeof vacancy !== 'object') return null
  const recruiter = vacancy.recruiter
  if (recruiter == null) return null
  return relationId(recruiter)
}

/**
 * Where an application's notification goes: the vacancy's recruiter, or the office's address for
 * an open application, a vacancy without recruiter, or a recruiter deleted in the meantime.
 */
export async function applicationNotificationAddress(
  payload: Payload,
  application: Pick<Application, 'vacancy'>,
  officeAddress: string,
): Promise<string> {
  const id = recruiterIdOf(application)
  if (id == null) return officeAddress
  const recruiter = await payload.findByID({
    collection: 'recruiters',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true },
  })
  return recruiter?.email || officeAddress
}
