import type { VacancyAlert } from '@/payload-types'

import { describeAlertSearch } from './search'

export type AlertSearchCount = {
  query: string
  label: string
  confirmed: number
  daily: number
  weekly: number
  pending: number
}

/** Subscriptions grouped by their search, most followed first. */
export function countAlertsBySearch(
  subscriptions: ReadonlyArray<Pick<VacancyAlert, 'query' | 'frequency' | 'status'>>,
): AlertSearchCount[] {
  const bySearch = new Map<string, AlertSearchCount>()
  for (const { query, frequency, status } of subscriptions) {
    const key = query ?? ''
    let row = bySearch.get(key)
    if (!row) {
      row = { query: key, label: describeAlertSearch(key), confirmed: 0, daily: 0, weekly: 0, pending: 0 }
      bySearch.set(key, row)
    }
    if (status === 'pending') {
      row.pending += 1
      continue
    }
    row.confirmed += 1
    row[frequency] += 1
  }
  return [...bySearch.values()].sort(
    (a, b) => b.confirmed - a.confirmed || b.pending - a.pending || a.label.localeCompare(b.label, 'nl'),
  )
}
