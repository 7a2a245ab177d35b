import type { DefaultServerCellComponentProps } from 'payload'

import { nl } from '@/i18n/nl'

/**
 * The list cell of an application's vacancy: its title, or 'Open sollicitatie' where Payload would
 * show 'Geen "Vacature"' (an open application has no vacancy by design, nothing is missing).
 */
export async function VacancyCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id: unknown = cellData && typeof cellData === 'object' && 'id' in cellData ? cellData.id : cellData
  if (typeof id !== 'number' && typeof id !== 'string') return <span>{nl.forms.admin.openApplication}</span>
  const vacancy = await payload
    .findByID({ collection: 'vacancies', id, depth: 0, select: { title: true }, draft: true, overrideAccess: true })
    .catch(() => null)
  return <span>{vacancy?.title ?? nl.forms.admin.vacancyGone}</span>
}
