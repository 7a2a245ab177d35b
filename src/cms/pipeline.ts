import type { Payload, TypedUser } from 'payload'

import { APPLICATION_STATUSES, type ApplicationStatus } from '@/data/application'
import { nl } from '@/i18n/nl'

/** The board of one vacancy's applications, under the admin: `/vacatures/12/pijplijn`. */
export const PIPELINE_PATH = '/vacatures/:id/pijplijn'
export const pipelinePath = (vacancyId: number | string) => `/vacatures/${vacancyId}/pijplijn`

/** 'Mijn sollicitaties', under the admin. */
export const MY_APPLICATIONS_PATH = '/mijn-sollicitaties'

type StatusCounts = Record<ApplicationStatus, number>

/** Every status at nought (a new status in the workflow must be added here: the type insists). */
export const emptyCounts = (): StatusCounts => ({
  new: 0,
  inProgress: 0,
  invited: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
  closed: 0,
})

/** Adds up applications by their status; a status the workflow no longer has is left out. */
export function countStatuses(applications: ReadonlyArray<{ status: string }>): StatusCounts {
  const counts = emptyCounts()
  for (const { status } of applications) {
    const known = APPLICATION_STATUSES.find((candidate) => candidate === status)
    if (known) counts[known] += 1
  }
  return counts
}

/** The stages that hold applications, in the workflow's order, for a compact line ('Nieuw 3 · Gesprek 1'). */
function nonEmptyStages(counts: StatusCounts): Array<{ status: ApplicationStatus; count: number }> {
  return APPLICATION_STATUSES.filter((status) => counts[status] > 0).map((status) => ({
    status,
    count: counts[status],
  }))
}

/** The stages in one line, 'Ontvangen 3 · Gesprek 1'; 'Geen sollicitaties' when all are empty. */
export function compactCounts(counts: StatusCounts, separator = ' · '): string {
  const stages = nonEmptyStages(counts)
  if (!stages.length) return nl.pipeline.cellEmpty
  return stages.map(({ status, count }) => `${nl.pipeline.short[status]} ${count}`).join(separator)
}

const idOf = (reference: unknown): number | null => {
  const id = reference && typeof reference === 'object' && 'id' in reference ? reference.id : reference
  return typeof id === 'number' ? id : null
}

/**
 * The applications per status of each of these vacancies, read with the user's access (an
 * editor sees them all, as in the applications list), or without a user (a list cell, which
 * Payload renders for a signed-in user only) with full access. A vacancy without applications has
 * all noughts.
 */
export async function countPerVacancy(
  payload: Payload,
  vacancyIds: readonly number[],
  user?: TypedUser,
): Promise<Map<number, StatusCounts>> {
  const result = new Map(vacancyIds.map((id) => [id, emptyCounts()]))
  if (!vacancyIds.length) return result
  const { docs } = await payload.find({
    collection: 'applications',
    where: { vacancy: { in: [...vacancyIds] } },
    select: { status: true, vacancy: true },
    depth: 0,
    pagination: false,
    overrideAccess: !user,
    user,
  })
  for (const doc of docs) {
    const counts = result.get(idOf(doc.vacancy) ?? -1)
    const known = APPLICATION_STATUSES.find((status) => status === doc.status)
    if (counts && known) counts[known] += 1
  }
  return result
}

type VacancyCounts = { id: number; title: string; counts: StatusCounts }

/**
 * Every vacancy that has applications, with its counts per status, by title: the applications
 * list's way to the boards. Open applications (no vacancy) have no board and are left out.
 */
export async function vacanciesWithApplications(payload: Payload, user: TypedUser): Promise<VacancyCounts[]> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { vacancy: { exists: true } },
    select: { status: true, vacancy: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const perVacancy = new Map<number, Array<{ status: string }>>()
  for (const doc of docs) {
    const id = idOf(doc.vacancy)
    if (id !== null) perVacancy.set(id, [...(perVacancy.get(id) ?? []), doc])
  }
  if (!perVacancy.size) return []
  const vacancies = await payload.find({
    collection: 'vacancies',
    where: { id: { in: [...perVacancy.keys()] } },
    draft: true,
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return vacancies.docs
    .map((vacancy) => ({
      id: vacancy.id,
      title: vacancy.title,
      counts: countStatuses(perVacancy.get(vacancy.id) ?? []),
    }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nl'))
}

/** One application as a card on the board. */
export type PipelineCard = { id: number; name: string; status: ApplicationStatus; appliedAt: string }

/** A column of the board: a status and its label. */
export type BoardColumn = { status: ApplicationStatus; label: string }

type Pipeline = { vacancy: { id: number; title: string }; cards: PipelineCard[] }

const isStatus = (value: unknown): value is ApplicationStatus => APPLICATION_STATUSES.some((status) => status === value)

/**
 * A vacancy (drafts too) and its applications, oldest first within a column as they came in; null
 * when the user may not read the vacancy or it does not exist.
 */
export async function pipelineOf(payload: Payload, user: TypedUser, vacancyId: number): Promise<Pipeline | null> {
  const vacancy = await payload.findByID({
    collection: 'vacancies',
    id: vacancyId,
    draft: true,
    depth: 0,
    select: { title: true },
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  if (!vacancy) return null
  const { docs } = await payload.find({
    collection: 'applications',
    where: { vacancy: { equals: vacancyId } },
    select: { firstName: true, lastName: true, status: true, createdAt: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return {
    vacancy: { id: vacancy.id, title: vacancy.title },
    cards: docs.flatMap((doc) =>
      isStatus(doc.status)
        ? [{ id: doc.id, name: `${doc.firstName} ${doc.lastName}`, status: doc.status, appliedAt: doc.createdAt }]
        : [],
    ),
  }
}

export type MyApplication = PipelineCard & { vacancy: { id: number; title: string } }

/** Whether any recruiter has the user's address, and the applications for that recruiter's vacancies. */
type MyApplications = { isRecruiter: boolean; applications: MyApplication[] }

/**
 * The applications for the vacancies whose recruiter is the signed-in user: the recruiter with the
 * user's e-mail address (a recruiter is a contact person, not an account; the address ties them).
 * Newest first.
 */
export async function myApplications(payload: Payload, user: TypedUser): Promise<MyApplications> {
  const recruiters = await payload.find({
    collection: 'recruiters',
    where: { email: { equals: user.email.toLowerCase() } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  if (!recruiters.docs.length) return { isRecruiter: false, applications: [] }
  const vacancies = await payload.find({
    collection: 'vacancies',
    where: { recruiter: { in: recruiters.docs.map((recruiter) => recruiter.id) } },
    draft: true,
    select: { title: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  if (!vacancies.docs.length) return { isRecruiter: true, applications: [] }
  const titles = new Map(vacancies.docs.map((vacancy) => [vacancy.id, vacancy.title]))
  const { docs } = await payload.find({
    collection: 'applications',
    where: { vacancy: { in: [...titles.keys()] } },
    select: { firstName: true, lastName: true, status: true, createdAt: true, vacancy: true },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  const applications = docs.flatMap((doc) => {
    const vacancyId = idOf(doc.vacancy)
    if (!isStatus(doc.status) || vacancyId === null) return []
    const name = `${doc.firstName} ${doc.lastName}`
    return [
      {
        id: doc.id,
        name,
        status: doc.status,
        appliedAt: doc.createdAt,
        vacancy: { id: vacancyId, title: titles.get(vacancyId) ?? '' },
      },
    ]
  })
  return { isRecruiter: true, applications }
}
