import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CardGrid } from '@/components/cards/CardGrid'
import { EmployeeCard } from '@/components/cards/EmployeeCard'
import { getEmployees } from '@/page-data/entries'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** The team page: every employee in a three-column grid, then the page's own blocks. */
export async function TeamIndexView({ doc }: ViewProps<Page>) {
  const employees = await getEmployees()
  return (
    <article>
      <PageKeyvisual page={doc} />
      <PageBody>
        <section className="container-site" aria-label={doc.title}>
          <CardGrid items={employees} testId="employee-grid">
            {(employee) => <EmployeeCard employee={employee} headingLevel={2} />}
          </CardGrid>
        </section>
        <RenderBlocks blocks={doc.pageContentMatrixAdvanced} />
      </PageBody>
    </article>
  )
}
