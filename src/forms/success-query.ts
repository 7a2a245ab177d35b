import { listHref } from '@/lists/list-query'

import type { FormKind } from './handle'

type SuccessQueryField = 'sector'

/**
 * Sent fields the thank-you page reads from its address, per form: never anything personal, only
 * a choice from the site's own lists. The staffing request's sector lets the employers' thank-you
 * page introduce that sector's account manager.
 */
export const SUCCESS_QUERY_FIELDS: Partial<Record<FormKind, readonly SuccessQueryField[]>> = {
  staffingRequest: ['sector'],
}

/** The thank-you path with the named fields' sent values as its query (a value left empty is left out). */
export function withSuccessQuery(
  path: string,
  values: Record<string, unknown>,
  fields: readonly SuccessQueryField[] = [],
): string {
  const query: Partial<Record<SuccessQueryField, string>> = {}
  for (const field of fields) {
    const value = values[field]
    if (typeof value === 'string' && value.trim()) query[field] = value.trim()
  }
  return listHref(path, query)
}
