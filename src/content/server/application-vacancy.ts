import 'server-only'

import type { Page, Vacancy } from '@/payload-types'
import { thankYouPath, uriToPath } from '@/routing/uri'

import { getDocument } from './documents'

/** The published vacancy `vacature` names; null makes the page an open application. */
export async function getApplicationVacancy(id: number | null): Promise<Vacancy | null> {
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
  return thankYouPath(pagePath)
}
