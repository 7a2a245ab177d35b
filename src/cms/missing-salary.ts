import type { Payload, TypedUser } from 'payload'

import { isVacancyClosed } from '@/data/vacancy'
import { missingSalaryReasons } from '@/pay/salary-reasons'

/** The view 'Vacatures zonder salaris', under the admin. */
export const MISSING_SALARY_PATH = '/vacatures-zonder-salaris'

export type MissingSalaryRow = {
  id: number
  title: string
  status: 'draft' | 'published' | 'closed'
  /** Kept back by the vacancy feed's import, or made by an editor. */
  source: 'feed' | 'editor'
  reasons: string[]
}

/**
 * Every vacancy's newest version, drafts included, is what an editor would publish next: the
 * stored 'Salaris ontbreekt' flag (set on each save from the salary rules) narrows the search in
 * the database, with the user's own access.
 */
const query = (user: TypedUser) =>
  ({
    collection: 'vacancies',
    draft: true,
    where: { salaryMissing: { equals: true } },
    overrideAccess: false,
    user,
    depth: 0,
  }) as const

/** The vacancies without a concrete salary, most recently changed first, each with its reasons. */
export async function listVacanciesWithoutSalary(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
): Promise<MissingSalaryRow[]> {
  const { docs } = await payload.find({
    ...query(user),
    pagination: false,
    sort: '-updatedAt',
    select: { title: true, salary: true, intro: true, _status: true, validThrough: true, externalId: true },
  })
  return docs.map((doc) => ({
    id: doc.id,
    title: doc.title,
    status: isVacancyClosed(doc, now) ? 'closed' : doc._status === 'published' ? 'published' : 'draft',
    source: doc.externalId ? 'feed' : 'editor',
    reasons: missingSalaryReasons(doc.salary, doc.intro),
  }))
}

/** How many there are, for the dashboard. */
export async function countVacanciesWithoutSalary(payload: Payload, user: TypedUser): Promise<number> {
  const { totalDocs } = await payload.find({ ...query(user), limit: 1, select: { title: true } })
  return totalDocs
}
