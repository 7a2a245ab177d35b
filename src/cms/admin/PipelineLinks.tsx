import type { ServerProps } from 'payload'

import { compactCounts, pipelinePath, vacanciesWithApplications } from '@/cms/pipeline'
import { nl } from '@/i18n/nl'

const text = nl.pipeline

/** Above the applications list: folded away, each vacancy with applications, linking to its board. */
export async function PipelineLinks({ payload, user }: ServerProps) {
  if (!user) return null
  const vacancies = await vacanciesWithApplications(payload, user)
  return (
    <details data-testid="pipeline-links" style={{ marginBottom: 'var(--base)' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{text.perVacancy}</summary>
      {vacancies.length ? (
        <ul style={{ margin: '8px 0 0', paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
          {vacancies.map((vacancy) => (
            <li key={vacancy.id}>
              <a href={`${payload.config.routes.admin}${pipelinePath(vacancy.id)}`}>{vacancy.title}</a>:{' '}
              {compactCounts(vacancy.counts)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{text.perVacancyNone}</p>
      )}
    </details>
  )
}
