import type { DefaultServerCellComponentProps } from 'payload'

import { compactCounts, countPerVacancy, emptyCounts, pipelinePath } from '@/cms/pipeline'
import { nl } from '@/i18n/nl'

const text = nl.pipeline

/**
 * The vacancies list's column 'Pijplijn': how many applications each stage holds, compact
 * ('Ontvangen 3 · Gesprek 1'), linking to the vacancy's board.
 */
export async function PipelineCell({ rowData, payload }: DefaultServerCellComponentProps) {
  const id: unknown = rowData?.id
  if (typeof id !== 'number') return null
  const counts = (await countPerVacancy(payload, [id])).get(id) ?? emptyCounts()
  const title = typeof rowData.title === 'string' ? rowData.title : ''
  return (
    <a
      href={`${payload.config.routes.admin}${pipelinePath(id)}`}
      aria-label={`${compactCounts(counts)}: ${text.cellLabel(title)}`}
      data-testid="pipeline-cell"
      style={{ whiteSpace: 'normal' }}
    >
      {compactCounts(counts)}
    </a>
  )
}
