import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { isApplicantChange, isAtsChange } from '@/data/application'
import type { Application } from '@/payload-types'

import { queueAtsEvent } from './deliver'
import { newAtsEvent, type AtsEventInput } from './events'

/** Who made a change, as the ATS hears it: the signed-in user by name and role, or the site itself. */
function changedBy(req: PayloadRequest): Pick<AtsEventInput, 'changedBy' | 'changedByName' | 'changedByRole'> {
  if (!req.user) return { changedBy: 'system' }
  return { changedBy: 'user', changedByName: req.user.name || null, changedByRole: req.user.role }
}

/**
 * Tells the ATS of a status change in the unit that stores it: the applicant's withdrawal as
 * `application.withdrawn`, any other change as `application.status-changed` with who made it. A
 * change the ATS reported itself is not echoed back.
 */
export const queueAtsStatusEvent: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || isAtsChange(req)) return doc
  const input =
    isApplicantChange(req) && doc.status === 'withdrawn'
      ? newAtsEvent('application.withdrawn', doc.id)
      : newAtsEvent('application.status-changed', doc.id, {
          status: doc.status,
          previousStatus: previousDoc?.status ?? null,
          ...changedBy(req),
        })
  await queueAtsEvent(req.payload, input, req)
  return doc
}
