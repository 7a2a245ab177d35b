import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

/** A cell of an own view's table, ruled like the admin's lists. */
export const tableCell = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid var(--theme-elevation-100)',
  verticalAlign: 'top',
} as const

/** An own admin view inside the admin's frame (navigation, header) under its heading. */
export function AdminViewPage({
  view: { initPageResult, params, searchParams },
  title,
  children,
}: {
  view: AdminViewServerProps
  title: string
  children: React.ReactNode
}) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {/* Payload's frame has no main landmark of its own: the view's content is the page's main part. */}
      <main>
        <Gutter>
          <h1>{title}</h1>
          {children}
        </Gutter>
      </main>
    </DefaultTemplate>
  )
}

/** An own view's table: its column headings (and any further heading cells), then its rows. */
export function AdminTable({
  columns,
  extraHeadings,
  testId,
  children,
}: {
  columns: string[]
  extraHeadings?: React.ReactNode
  testId: string
  children: React.ReactNode
}) {
  return (
    // On a phone the table scrolls within its own box rather than widening the page.
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((label) => (
              <th key={label} scope="col" style={{ ...tableCell, textAlign: 'left' }}>
                {label}
              </th>
            ))}
            {extraHeadings}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
