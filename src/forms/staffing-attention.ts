import type { Where } from 'payload'

import { PICK_UP_WORKING_DAYS, UNHANDLED_STATUS } from './staffing-status'
import { overdueBefore } from './working-days'

/**
 * The conditions, one per field, of a staffing request nobody picked up in time: still 'new', no
 * owner, and in longer than one working day (in on Monday: overdue from Wednesday, as the
 * confirmation promised a call by Tuesday). The dashboard counts them and links to the list with them.
 */
export function unhandledStaffingConditions(now: Date): Array<Record<string, Where[string]>> {
  return [
    { status: { equals: UNHANDLED_STATUS } },
    { owner: { exists: false } },
    { createdAt: { less_than: overdueBefore(now, PICK_UP_WORKING_DAYS).toISOString() } },
  ]
}
