import type { AdminViewServerProps } from 'payload'

import { formatAdminDate } from '@/cms/admin/format-date'
import { countStatuses, type MyApplication, MY_APPLICATIONS_PATH, myApplications, pipelinePath } from '@/cms/pipeline'
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/application'
import { nl } from '@/i18n/nl'

import { AdminTable, AdminViewPage, tableCell as cell } from './AdminViewPage'

const text = nl.pipeline.mine

const statusOf = (value: unknown): ApplicationStatus | null =>
  APPLICATION_STATUSES.find((status) => status === value) ?? null

/**
 * 'Mijn sollicitaties': the applications for the vacancies whose recruiter is the signed-in user,
 * grouped by status in the workflow's order; `?status=` shows one status (plain links, so it
 * works without JavaScript).
 */
export async function MyApplicationsView(view: AdminViewServerProps) {
  const { payload, user } = view.initPageResult.req
  const adminRoute = payload.config.routes.admin
  const { isRecruiter, applications: rows } = user
    ? await myApplications(payload, user)
    : { isRecruiter: false, applications: [] }
  const counts = countStatuses(rows)
  const only = statusOf(view.searchParams?.status)
  const shown = APPLICATION_STATUSES.filter((status) => (only ? status === only : counts[status] > 0))
  const base = `${adminRoute}${MY_APPLICATIONS_PATH}`
  return (
    <AdminViewPage view={view} title={text.title}>
      <p>{text.intro}</p>
      {!rows.length ? (
        <p role="status">{isRecruiter || !user ? text.empty : text.notRecruiter(user.email)}</p>
      ) : (
        <>
          <nav aria-label={text.filter} data-testid="my-applications-filter">
            <ul style={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
              <li>
                <a href={base} aria-current={only ? undefined : 'page'}>
                  {text.all} ({rows.length})
                </a>
              </li>
              {APPLICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => (
                <li key={status}>
                  <a href={`${base}?status=${status}`} aria-current={only === status ? 'page' : undefined}>
                    {nl.applicant.statuses[status]} ({counts[status]})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {shown.map((status) => (
            <StatusGroup
              key={status}
              status={status}
              rows={rows.filter((row) => row.status === status)}
              adminRoute={adminRoute}
            />
          ))}
        </>
      )}
    </AdminViewPage>
  )
}

function StatusGroup({
  status,
  rows,
  adminRoute,
}: {
  status: ApplicationStatus
  rows: MyApplication[]
  adminRoute: string
}) {
  const headingId = `my-${status}`
  return (
    <section aria-labelledby={headingId} data-testid="my-applications-group" data-status={status}>
      <h2 id={headingId} style={{ fontSize: '1.25rem', marginTop: 'var(--base)' }}>
        {nl.applicant.statuses[status]} ({rows.length})
      </h2>
      {rows.length ? (
        <AdminTable columns={Object.values(text.columns)} testId={`my-applications-${status}`}>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                <a href={`${adminRoute}/collections/applications/${row.id}`}>{row.name}</a>
              </th>
              <td style={cell}>{row.vacancy.title}</td>
              <td style={cell}>{formatAdminDate(row.appliedAt)}</td>
              <td style={cell}>
                <a
                  href={`${adminRoute}${pipelinePath(row.vacancy.id)}`}
                  aria-label={`${text.board}: ${row.vacancy.title}`}
                >
                  {text.board}
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p>{nl.pipeline.cellEmpty}</p>
      )}
    </section>
  )
}
