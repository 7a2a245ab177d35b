import type { ServerComponentProps } from 'payload'

import { formatAdminDate } from '@/cms/admin/format-date'
import { nl } from '@/i18n/nl'

const text = nl.forms.admin

/**
 * In an application's sidebar: every status it had, when (Dutch time, whatever the editor's
 * browser says) and by whom. Read from the stored document, not the form, so it shows what was
 * recorded and nothing an editor could change.
 */
export async function StatusHistory({ id, payload }: Pick<ServerComponentProps, 'id' | 'payload'>) {
  const application =
    id === undefined
      ? null
      : await payload.findByID({
          collection: 'applications',
          id,
          depth: 0,
          select: { statusHistory: true },
          overrideAccess: true,
          disableErrors: true,
        })
  const history = application?.statusHistory ?? []
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <p style={{ fontWeight: 600, marginBottom: 4 }}>{text.statusHistory}</p>
      {history.length ? (
        <ol style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
          {history.map((change, index) => (
            <li key={change.id ?? index}>
              <time dateTime={change.changedAt}>{formatAdminDate(change.changedAt)}</time>
              <br />
              {text.statusChange(
                nl.applicant.statuses[change.status],
                change.actor === 'user' ? change.userName || text.actors.deletedUser : text.actors[change.actor],
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{text.noStatusHistory}</p>
      )}
    </div>
  )
}
