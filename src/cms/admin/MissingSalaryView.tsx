import type { AdminViewServerProps } from 'payload'

import { listVacanciesWithoutSalary } from '@/cms/missing-salary'
import { nl } from '@/i18n/nl'

import { AdminTable, AdminViewPage, tableCell as cell } from './AdminViewPage'

const text = nl.pay.missingView

/**
 * 'Vacatures zonder salaris': every vacancy, drafts included, that may not be published for want
 * of a concrete salary, with the reason, linking to it. The feed's drafts land here as well.
 */
export async function MissingSalaryView(view: AdminViewServerProps) {
  const { payload, user } = view.initPageResult.req
  const rows = user ? await listVacanciesWithoutSalary(payload, user) : []
  const adminRoute = payload.config.routes.admin
  return (
    <AdminViewPage view={view} title={text.title}>
      <p>{text.intro}</p>
      <p role="status">{rows.length ? text.count(rows.length) : text.empty}</p>
      {rows.length ? (
        <AdminTable columns={Object.values(text.columns)} testId="missing-salary">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                <a href={`${adminRoute}/collections/vacancies/${row.id}`}>{row.title}</a>
              </th>
              <td style={cell}>{text.status[row.status]}</td>
              <td style={cell}>{text.source[row.source]}</td>
              <td style={cell}>{row.reasons.join('; ')}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </AdminViewPage>
  )
}
