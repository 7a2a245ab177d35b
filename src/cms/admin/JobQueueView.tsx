import type { AdminViewServerProps } from 'payload'

import { canRetry, listQueueJobs, MAIL_JOB_STATES, type MailJobState } from '@/cms/mail-queue'

import { AdminTable, AdminViewPage, tableCell as cell } from './AdminViewPage'
import { formatAdminDate } from './format-date'

/** The words of one view; a view without recipients (the ATS's) leaves out that column. */
type JobQueueTexts = {
  title: string
  intro: string
  filters: Record<MailJobState | 'all', string>
  stuckNote: string
  columns: {
    created: string
    about: string
    recipient?: string
    state: string
    tries: string
    at: string
    error: string
  }
  recipients?: Record<string, string>
  collections: Record<string, string>
  retry: string
  retried: (id: number) => string
  empty: string
  count: (shown: number, total: number) => string
  adminOnly: string
}

type QueueView = {
  text: JobQueueTexts
  taskSlug: string
  /** The view's path under the admin, and its retry endpoint's under the API. */
  viewPath: string
  retryPath: string
  testId: string
}

/**
 * Administrators' view of one task's jobs (submission mail, ATS deliveries): each job, its state
 * (stuck and failed apart from those that wait their turn), its error, and a retry.
 */
export async function JobQueueView(
  view: AdminViewServerProps,
  { text, taskSlug, viewPath, retryPath, testId }: QueueView,
) {
  const { searchParams } = view
  const { payload, user } = view.initPageResult.req
  const template = (children: React.ReactNode) => (
    <AdminViewPage view={view} title={text.title}>
      {children}
    </AdminViewPage>
  )
  if (user?.role !== 'admin') return template(<p>{text.adminOnly}</p>)

  const requested = typeof searchParams?.status === 'string' ? searchParams.status : undefined
  const state = MAIL_JOB_STATES.find((value) => value === requested)
  const retried = Number(searchParams?.opnieuw)
  const { rows, total } = await listQueueJobs(payload, taskSlug, { state })
  const adminRoute = payload.config.routes.admin
  const apiRoute = payload.config.routes.api

  return template(
    <>
      <p>{text.intro}</p>
      {retried ? (
        <p role="status" style={{ fontWeight: 600 }}>
          {text.retried(retried)}
        </p>
      ) : null}
      <nav aria-label={text.columns.state} style={{ display: 'flex', gap: '1rem', margin: '1rem 0' }}>
        {[undefined, ...MAIL_JOB_STATES].map((value: MailJobState | undefined) => (
          <a
            key={value ?? 'all'}
            href={`${adminRoute}${viewPath}${value ? `?status=${value}` : ''}`}
            aria-current={value === state ? 'page' : undefined}
            style={{ fontWeight: value === state ? 700 : 400 }}
          >
            {value ? text.filters[value] : text.filters.all}
          </a>
        ))}
      </nav>
      <p>{text.count(rows.length, total)}</p>
      {rows.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <AdminTable
          columns={Object.values(text.columns)}
          testId={testId}
          extraHeadings={
            <th scope="col" style={cell}>
              <span style={{ position: 'absolute', left: '-9999px' }}>{text.retry}</span>
            </th>
          }
        >
          {rows.map((row) => (
            <tr key={row.id} data-state={row.state}>
              <td style={cell}>{formatAdminDate(row.createdAt)}</td>
              <td style={cell}>
                {row.collection && row.submissionId ? (
                  <a href={`${adminRoute}/collections/${row.collection}/${row.submissionId}`}>
                    {text.collections[row.collection] ?? row.collection} {row.submissionId}
                  </a>
                ) : (
                  '-'
                )}
              </td>
              {text.columns.recipient ? (
                <td style={cell}>{row.recipient ? (text.recipients?.[row.recipient] ?? row.recipient) : '-'}</td>
              ) : null}
              <td style={cell}>{text.filters[row.state]}</td>
              <td style={cell}>{row.tries}</td>
              <td style={cell}>{row.at ? formatAdminDate(row.at) : '-'}</td>
              <td style={{ ...cell, maxWidth: '24rem', overflowWrap: 'anywhere' }}>
                {row.state === 'stuck' ? text.stuckNote : (row.error ?? '')}
              </td>
              <td style={cell}>
                {canRetry(row.state) ? (
                  <form method="post" action={`${apiRoute}${retryPath}`}>
                    <input type="hidden" name="id" value={row.id} />
                    <button type="submit" className="btn btn--style-secondary btn--size-small">
                      {text.retry}
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>,
  )
}
