import { nl } from '@/i18n/nl'
import type { EmployeeDoc } from '@/page-data/entries'
import type { Employee } from '@/payload-types'

import { Card } from './Card'

const EMPLOYEE_IMAGE_SIZES = '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 90vw'

function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  )
}

/** A team member: portrait, name, function and, when present, the professional-network profile. */
export function EmployeeCard({ employee, headingLevel }: { employee: EmployeeDoc | Employee; headingLevel?: 2 | 3 }) {
  return (
    <Card
      title={employee.title}
      headingLevel={headingLevel}
      image={employee.teamImage}
      imageSizes={EMPLOYEE_IMAGE_SIZES}
      aspect="square"
      text={employee.teamFunction}
    >
      {employee.linkedinUrl ? (
        <a
          href={employee.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${nl.content.linkedin(employee.title)} ${nl.site.newTab}`}
          className="mt-auto inline-flex w-fit items-center gap-2 font-semibold text-brand-blue-dark underline underline-offset-4 hover:text-brand-purple"
        >
          <LinkedInIcon />
          {nl.site.linkedin}
        </a>
      ) : null}
    </Card>
  )
}
