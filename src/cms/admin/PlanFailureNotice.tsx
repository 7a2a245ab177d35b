import type { ServerComponentProps } from 'payload'

import { failedPlans } from '@/cms/scheduled'
import { nl } from '@/i18n/nl'

import { formatAdminDate } from './format-date'

const text = nl.admin.planning

/** By 'Publiceren op': a planned publication or withdrawal that failed, and why, until it is dealt with. */
export async function PlanFailureNotice({ collectionSlug, data, payload }: ServerComponentProps) {
  const failures = await failedPlans(payload, collectionSlug, data ?? {})
  if (!failures.length) return null
  return (
    <div
      role="alert"
      className="plan-failure"
      style={{
        marginBottom: 'var(--base)',
        padding: 'calc(var(--base) / 2)',
        border: '1px solid var(--theme-error-500)',
        background: 'var(--theme-error-50)',
        borderRadius: 'var(--style-radius-s)',
      }}
    >
      {failures.map(({ type, at, reason }) => (
        <p key={`${type}-${at}`} style={{ margin: '0 0 4px', fontWeight: 600 }}>
          {text.failedAt(type, formatAdminDate(at))}
          {reason ? <span style={{ display: 'block', fontWeight: 400 }}>{text.failedReason(reason)}</span> : null}
        </p>
      ))}
      <p style={{ margin: 0 }}>{text.failedHelp}</p>
    </div>
  )
}
