import 'server-only'

import { getDocument } from '@/content/documents'
import type { Vacancy } from '@/payload-types'

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
