import type { DefaultServerCellComponentProps } from 'payload'

import { nl } from '@/i18n/nl'

/**
 * The list cell of a staffing request's owner: their name, or 'Nog niemand' where Payload would
 * show 'Geen "Eigenaar (naam)"' (a new request waits to be picked up, nothing is missing).
 */
export function OwnerCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? cellData : nl.employers.admin.noOwner}</span>
}
