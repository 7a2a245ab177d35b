import { getDocument } from './documents'
import { uriToPath } from './uri'

import type { Page, Vacancy } from '@/payload-types'

/** The vacancy id of the application page's `vacature` query, or null when it cannot be one. */
export function parseVacancyQuery(value: string | undefined): number | null {
  const text = value?.trim() ?? ''
  return /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null
}

/** The published vacancy `vacature` names; null makes the page an open application. */
export async function getApplicationVacancy(value: string | undefined): Promise<Vacancy | null> {
  const id = parseVacancyQuery(value)
  return id === null ? null : getDocument('vacancies', id)
}

/** 'Solliciteer op <title>' for a known vacancy, otherwise 'Open sollicitatie'. */
export function buildApplicationHeading(
  vacancy: Pick<Vacancy, 'title'> | null,
  text: { openTitle: string; applyFor: string },
): string {
  return vacancy ? `${text.applyFor} ${vacancy.title}` : text.openTitle
}

/** Where an application page sends the visitor on success: its exit page, else its thank-you path. */
export function buildExitPath(page: Pick<Page, 'formExitPage'>, pagePath: string): string {
  const exit = page.formExitPage
  if (exit && typeof exit === 'object' && exit.uri) return uriToPath(exit.uri)
  return `${pagePath.replace(/\/+$/, '')}/bedankt`
}
