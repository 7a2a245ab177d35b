import type { Where } from 'payload'

import { PUBLISHED_WHERE } from '@/data/published'

/** Newest first; the id keeps pages stable when several vacancies share a date. */
export const VACANCY_SORT = ['-datePosted', '-id']

/** Published and not past validThrough: a vacancy without an end date stays open. */
export function openVacancyWhere(now: Date): Where {
  return {
    and: [
      PUBLISHED_WHERE,
      { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than: now.toISOString() } }] },
    ],
  }
}

/** True when a vacancy is past its validThrough (it is then no longer listed and shown closed). */
export function isVacancyClosed(vacancy: { validThrough?: string | null }, now: Date): boolean {
  return Boolean(vacancy.validThrough && new Date(vacancy.validThrough).getTime() <= now.getTime())
}
