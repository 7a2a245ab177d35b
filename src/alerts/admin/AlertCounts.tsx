import type { ServerComponentProps } from 'payload'

import { nl } from '@/i18n/nl'

import { countAlertsBySearch } from '../counts'
import { VACANCY_ALERTS } from '../names'
import { alertSearchPath } from '../search'

const text = nl.alerts.admin

/** Above the alerts list: how many people follow each search, without a single address. */
export async function AlertCounts({ payload }: Pick<ServerComponentProps, 'payload'>) {
  const { docs } = await payload.find({
    collection: VACANCY_ALERTS,
    select: { query: true, label: true, frequency: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rows = countAlertsBySearch(docs)
  const cell = { padding: '6px 12px', borderBottom: '1px solid var(--theme-elevation-100)', textAlign: 'left' } as const
  return (
    <section style={{ marginBottom: 'calc(var(--base) * 2)' }} aria-labelledby="alert-counts">
      <h2 id="alert-counts" style={{ marginBottom: 'var(--base)' }}>
        {text.title}
      </h2>
      {rows.length ? (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={cell}>{text.search}</th>
              <th style={cell}>{text.confirmed}</th>
              <th style={cell}>{text.daily}</th>
              <th style={cell}>{text.weekly}</th>
              <th style={cell}>{text.pending}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.query}>
                <td style={cell}>
                  <a href={alertSearchPath(row.query)} target="_blank" rel="noopener noreferrer">
                    {row.label}
                  </a>
                </td>
                <td style={cell}>{row.confirmed}</td>
                <td style={cell}>{row.daily}</td>
                <td style={cell}>{row.weekly}</td>
                <td style={cell}>{row.pending}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{text.empty}</p>
      )}
    </section>
  )
}
