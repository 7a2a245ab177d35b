import type { ServerComponentProps } from 'payload'

import { pipelinePath } from '@/cms/pipeline'
import { nl } from '@/i18n/nl'
import { uriToPath } from '@/routing/uri'

const text = nl.forms.admin

/** In an application's sidebar: links to the vacancy applied for, in the admin and on the site. */
export async function VacancyLinks({ data, payload }: Pick<ServerComponentProps, 'data' | 'payload'>) {
  const reference: unknown = data?.vacancy
  const id = reference && typeof reference === 'object' ? (reference as { id?: unknown }).id : reference
  if (typeof id !== 'number' && typeof id !== 'string') return <p>{text.openApplication}</p>
  const vacancy = await payload.findByID({
    collection: 'vacancies',
    id,
    depth: 0,
    select: { title: true, uri: true },
    disableErrors: true,
  })
  if (!vacancy) return <p>{text.vacancyGone}</p>
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <p style={{ fontWeight: 600, marginBottom: 4 }}>{text.vacancy}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        <li>
          <a href={`/admin/collections/vacancies/${vacancy.id}`}>{text.editVacancy(vacancy.title)}</a>
        </li>
        <li>
          <a href={`/admin${pipelinePath(vacancy.id)}`}>{nl.pipeline.openBoard}</a>
        </li>
        {vacancy.uri ? (
          <li>
            <a href={uriToPath(vacancy.uri)} target="_blank" rel="noopener noreferrer">
              {text.viewVacancy}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
