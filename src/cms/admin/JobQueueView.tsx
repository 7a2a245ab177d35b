import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { canRetry, listQueueJobs, MAIL_JOB_STATES, type MailJobState } from '@/cms/mail-queue'

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

const cell = { padding: '0.5rem 0.75rem', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' }

/**
 * Administrators' view of one task's jobs (submission mail, ATS deliveries): each job, its state
 * (stuck and failed apart from those that wait their turn), its error, and a retry.
 */
export async function JobQueueView(
  { initPageResult, params, searchParams }: AdminViewServerProps,
  { text, taskSlug, viewPath, retryPath, testId }: QueueView,
) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  const { payload, user, i18n } = req
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{text.title}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
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
        <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
          <thead>
            <tr>
              {Object.values(text.columns).map((label) => (
                <th key={label} scope="col" style={{ ...cell, textAlign: 'left' }}>
                  {label}
                </th>
              ))}
              <th scope="col" style={cell}>
                <span style={{ position: 'absolute', left: '-9999px' }}>{text.retry}</span>
              </th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      )}
    </>,
  )
}
