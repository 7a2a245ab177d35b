import { CardGrid } from '@/components/cards/CardGrid'
import { EmployeeCard } from '@/components/cards/EmployeeCard'
import { CmsLink } from '@/components/CmsLink'
import { SectionHeading } from '@/components/SectionHeading'
import type { Employee, TeamBlock as TeamBlockData } from '@/payload-types'

/** Tag, header, a link to all employees and the chosen employees in three columns. */
export function TeamBlock({ block }: { block: TeamBlockData }) {
  const employees = block.blockTeam.filter(
    (employee): employee is Employee => typeof employee === 'object' && employee !== null,
  )
  return (
    <section className="container-site">
      <SectionHeading
        tag={block.blockTag}
        title={block.blockHeader}
        action={<CmsLink link={block.blockEmployeeLink} className="text-link text-brand-purple" />}
      />
      <CardGrid items={employees} testId="employee-grid">
        {(employee) => <EmployeeCard employee={employee} />}
      </CardGrid>
    </section>
  )
}
