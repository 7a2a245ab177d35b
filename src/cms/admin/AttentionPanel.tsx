import type { ServerProps, Where } from 'payload'

import { countVacanciesWithoutSalary, MISSING_SALARY_PATH } from '@/cms/missing-salary'
import { MY_APPLICATIONS_PATH, myApplications } from '@/cms/pipeline'
import { unhandledStaffingConditions } from '@/forms/staffing-attention'
import { overdueBefore } from '@/forms/working-days'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

const text = nl.attention
const staffingText = nl.employers.attention
const salaryText = nl.pay.missingView
const mineText = nl.pipeline.mine

/** Applications count as unanswered once this many working days went by with the status still 'new'. */
const REPLY_WORKING_DAYS = 5

type Condition = Record<string, Where[string]>

/**
 * A link to a list (the applications unless told) with these conditions, in the shape the list's
 * filter builder reads back (where[or][0][and][n]...), so the recruiter sees and can change the filter.
 */
function listUrl(adminRoute: string, conditions: Condition[], collection = 'applications'): string {
  const params = new URLSearchParams()
  conditions.forEach((condition, index) => {
    for (const [field, operators] of Object.entries(condition)) {
      for (const [operator, value] of Object.entries(operators ?? {})) {
        params.append(`where[or][0][and][${index}][${field}][${operator}]`, String(value))
      }
    }
  })
  return `${adminRoute}/collections/${collection}?${params.toString()}`
}

type Group = { key: string; title: string; count: number; condition: Condition }

/** Counts the applications per vacancy, open applications as one group, the most first. */
function perVacancy(applications: Pick<Application, 'vacancy'>[]): Group[] {
  const groups = new Map<string, Group>()
  for (const { vacancy } of applications) {
    const id = vacancy && typeof vacancy === 'object' ? vacancy.id : vacancy
    const key = id ? String(id) : 'open'
    const group = groups.get(key) ?? {
      key,
      title: !id ? text.openApplication : vacancy && typeof vacancy === 'object' ? vacancy.title : `#${id}`,
      count: 0,
      condition: id ? { vacancy: { equals: id } } : { vacancy: { exists: false } },
    }
    group.count += 1
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'nl'))
}

function GroupList({ groups, base, adminRoute }: { groups: Group[]; base: Condition[]; adminRoute: string }) {
  return (
    <ul style={{ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: 4 }}>
      {groups.map((group) => (
        <li key={group.key}>
          <a href={listUrl(adminRoute, [...base, group.condition])}>
            {group.title}: {group.count}
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * At the top of the dashboard: new applications per vacancy, those still unanswered after five
 * working days, the staffing requests nobody picked up within a working day, each linking to the
 * list filtered on them, how many vacancies lack a concrete salary, linking to their view, and
 * the way to 'Mijn sollicitaties'.
 * Read with the user's access.
 */
export async function AttentionPanel({ payload, user }: ServerProps) {
  if (!user) return null
  const adminRoute = payload.config.routes.admin
  const cutoff = overdueBefore(new Date(), REPLY_WORKING_DAYS)
  const isNew: Condition = { status: { equals: 'new' } }
  const overdueCondition: Condition = { createdAt: { less_than: cutoff.toISOString() } }
  const { docs } = await payload.find({
    collection: 'applications',
    where: isNew,
    pagination: false,
    depth: 1,
    select: { vacancy: true, createdAt: true },
    populate: { vacancies: { title: true } },
    overrideAccess: false,
    user,
  })
  const overdue = docs.filter((application) => new Date(application.createdAt) < cutoff)
  const staffingConditions = unhandledStaffingConditions(new Date())
  const { totalDocs: unhandledStaffing } = await payload.count({
    collection: 'staffingRequests',
    where: { and: staffingConditions },
    overrideAccess: false,
    user,
  })
  const withoutSalary = await countVacanciesWithoutSalary(payload, user)
  const mine = await myApplications(payload, user)
  return (
    <section
      aria-labelledby="attention-title"
      data-testid="attention-panel"
      style={{ marginBottom: 'calc(var(--base) * 2)', display: 'grid', gap: 'var(--base)' }}
    >
      <h2 id="attention-title">{text.title}</h2>
      <div style={{ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))' }}>
        <div>
          <h3 style={{ marginBottom: 8 }}>
            <a href={listUrl(adminRoute, [isNew])}>{text.newPerVacancy}</a>
          </h3>
          {docs.length ? (
            <GroupList groups={perVacancy(docs)} base={[isNew]} adminRoute={adminRoute} />
          ) : (
            <p>{text.noNew}</p>
          )}
        </div>
        <div>
          <h3 style={{ marginBottom: 8 }}>{text.overdue(REPLY_WORKING_DAYS)}</h3>
          {overdue.length ? (
            <>
              <p style={{ marginBottom: 8 }}>
                <a href={listUrl(adminRoute, [isNew, overdueCondition])}>{text.overdueCount(overdue.length)}</a>
              </p>
              <GroupList groups={perVacancy(overdue)} base={[isNew, overdueCondition]} adminRoute={adminRoute} />
            </>
          ) : (
            <p>{text.noOverdue}</p>
          )}
        </div>
        <div data-testid="attention-staffing">
          <h3 style={{ marginBottom: 8 }}>{staffingText.title}</h3>
          {unhandledStaffing ? (
            <p>
              <a href={listUrl(adminRoute, staffingConditions, 'staffingRequests')}>
                {staffingText.count(unhandledStaffing)}
              </a>
            </p>
          ) : (
            <p>{staffingText.none}</p>
          )}
        </div>
        <div data-testid="attention-mine">
          <h3 style={{ marginBottom: 8 }}>{mineText.title}</h3>
          <p>
            <a href={`${adminRoute}${MY_APPLICATIONS_PATH}`}>
              {mine.isRecruiter ? mineText.dashboard(mine.applications.length) : mineText.title}
            </a>
          </p>
        </div>
        <div data-testid="attention-salary">
          <h3 style={{ marginBottom: 8 }}>{salaryText.title}</h3>
          <p>
            <a href={`${adminRoute}${MISSING_SALARY_PATH}`}>{salaryText.dashboard(withoutSalary)}</a>
          </p>
        </div>
      </div>
    </section>
  )
}
