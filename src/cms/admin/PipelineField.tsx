import type { ServerComponentProps } from 'payload'

import { compactCounts, countPerVacancy, emptyCounts, pipelinePath } from '@/cms/pipeline'
import { nl } from '@/i18n/nl'

const text = nl.pipeline

/** In a vacancy's sidebar: its applications per stage and the way to its board. */
export async function PipelineField({ data, payload, user }: Pick<ServerComponentProps, 'data' | 'payload' | 'user'>) {
  const id: unknown = data?.id
  if (typeof id !== 'number' || !user) return null
  const counts = (await countPerVacancy(payload, [id], user)).get(id) ?? emptyCounts()
  return (
    <div style={{ marginBottom: 'var(--base)' }} data-testid="pipeline-field">
      <p style={{ fontWeight: 600, marginBottom: 4 }}>{text.field}</p>
      <p style={{ marginBottom: 4 }}>{compactCounts(counts)}</p>
      <a href={`${payload.config.routes.admin}${pipelinePath(id)}`}>{text.openBoard}</a>
    </div>
  )
}
