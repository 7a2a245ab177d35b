import type { DefaultServerCellComponentProps } from 'payload'

import { nl } from '@/i18n/nl'

/** A stored check in the list: 'Ja' where it is raised, empty where it is not (not 'true'/'false'). */
export function FlagCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData === true ? <strong>{nl.pay.flags.yes}</strong> : <span>-</span>
}
