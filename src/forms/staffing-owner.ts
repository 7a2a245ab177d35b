import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/data/relations'
import type { StaffingRequest } from '@/payload-types'

import { UNHANDLED_STATUS } from './staffing-status'

/**
 * Keeps a staffing request's owner readable for every colleague: editors may not read other users,
 * so the owner's name (or address) is stored beside the relation for the list, the filter and the
 * export. Whoever takes a request out of 'Nieuw' without an owner becomes its owner.
 */
export const setStaffingOwner: CollectionBeforeChangeHook<StaffingRequest> = async ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status
  let owner = data.owner !== undefined ? relationId(data.owner) : relationId(originalDoc?.owner ?? null)
  if (owner === null && status && status !== UNHANDLED_STATUS && req.user?.collection === 'users') owner = req.user.id
  const previous = relationId(originalDoc?.owner ?? null)
  if (owner === previous && data.owner === undefined) return data
  if (owner === null) return { ...data, owner: null, ownerName: null }
  const user = await req.payload.findByID({
    collection: 'users',
    id: owner,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { name: true, email: true },
    req,
  })
  return { ...data, owner, ownerName: user ? user.name || user.email : null }
}
