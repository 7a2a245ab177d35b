import type { ServerProps } from 'payload'

import { allFailedPlans } from '@/cms/scheduled'
import { nl } from '@/i18n/nl'

import { formatAdminDate } from './format-date'

const text = nl.admin.planning

/** On the dashboard, only when there is one: each planned publication or withdrawal that failed. */
export async function FailedPlansPanel({ payload, user }: ServerProps) {
  if (!user) return null
  const failures = await allFailedPlans(payload)
  if (!failures.length) return null
  const adminRoute = payload.config.routes.admin
  return (
    <section aria-labelledby="failed-plans-title" role="alert" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="failed-plans-title">{text.failedDashboard}</h2>
      <ul style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
        {failures.map(({ collection, id, title, type, at, reason }) => (
          <li key={`${collection}-${id}-${type}`}>
            <a href={`${adminRoute}/collections/${collection}/${id}`}>{title}</a>:{' '}
            {text.failedAt(type, formatAdminDate(at))}
            {reason ? ` ${text.failedReason(reason)}` : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
