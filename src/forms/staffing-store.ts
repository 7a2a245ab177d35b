import type { Payload } from 'payload'

import type { StaffingRequest } from '@/payload-types'

import type { StaffingRequestInput } from './schemas'
import { queueMail, storeAsUnit } from './store'

/** The sector a request names, by its exact name as the form offers it; undefined when unknown. */
export async function findSectorByName(payload: Payload, name: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'sectorGroups',
    where: { title: { equals: name } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs[0]?.id
}

/**
 * Stores a staffing request with its two mails (the account manager's notice and the client's
 * confirmation) as one unit: all of it or nothing.
 */
export async function storeStaffingRequest(
  payload: Payload,
  input: StaffingRequestInput,
  sector: number,
): Promise<StaffingRequest> {
  return storeAsUnit(payload, async (unit) => {
    const request = await payload.create({
      collection: 'staffingRequests',
      data: {
        status: 'new',
        role: input.role,
        headcount: input.headcount,
        // Noon UTC: the same calendar day in every time zone the admin may show it in.
        startDate: `${input.startDate}T12:00:00.000Z`,
        duration: input.duration,
        hoursPerWeek: input.hoursPerWeek,
        place: input.place,
        sector,
        requirements: input.requirements,
        name: input.name,
        businessName: input.businessName,
        email: input.email,
        phoneNumber: input.phoneNumber,
        remark: input.remark,
      },
      overrideAccess: true,
      req: unit.req,
    })
    unit.created.push({ collection: 'staffingRequests', id: request.id })
    await queueMail(payload, unit, 'staffingRequests', request.id)
    return request
  })
}
