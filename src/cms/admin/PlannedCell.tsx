import type { DefaultServerCellComponentProps } from 'payload'

import { plannedChanges } from '@/cms/scheduled'
import { nl } from '@/i18n/nl'

import { formatAdminDate } from './format-date'

/** The list cell: each planned publication or withdrawal of the row's document, with its time. */
export async function PlannedCell({ payload, rowData, collectionSlug }: DefaultServerCellComponentProps) {
  if (!rowData?.id) return null
  const planned = await plannedChanges(payload, collectionSlug, rowData.id)
  if (!planned.length) return <span>-</span>
  return (
    <span data-testid="planned">
      {planned.map(({ type, at }) => (
        <span key={`${type}-${at}`} style={{ display: 'block' }}>
          {nl.admin.planned[type]} {formatAdminDate(at)}
        </span>
      ))}
    </span>
  )
}
