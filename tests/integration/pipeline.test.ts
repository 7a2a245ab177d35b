import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  compactCounts,
  countPerVacancy,
  countStatuses,
  emptyCounts,
  myApplications,
  pipelineOf,
  vacanciesWithApplications,
} from '@/cms/pipeline'
import type { ApplicationStatus } from '@/data/application'
import type { User } from '@/payload-types'
import { seedMailTemplates } from '@/seed/collections/mail-templates'

import { validApplication } from './form-helpers'
import { getTestPayload } from './helpers'

let payload: Payload
let recruiterUser: User & { collection: 'users' }
let otherUser: User & { collection: 'users' }
let mine: number
let theirs: number
let empty: number
const applications: number[] = []
const users: number[] = []

async function editor(email: string) {
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password: 'een-lang-wachtwoord-123', role: 'editor', name: 'Rik Recruiter' },
  })
  users.push(user.id)
  return { ...user, collection: 'users' as const }
}

async function apply(vacancy: number, status: ApplicationStatus) {
  const application = await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: { ...validApplication(), gender: 'v', vacancy, status },
  })
  applications.push(application.id)
  return application.id
}

/** Three seeded vacancies: two of one recruiter (one left without applications), one of another. */
async function vacancies() {
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: { recruiter: { exists: true } },
    draft: true,
    depth: 0,
    pagination: false,
    select: { recruiter: true },
    overrideAccess: true,
  })
  const recruiterOf = (doc: (typeof docs)[number]) =>
    typeof doc.recruiter === 'object' ? doc.recruiter?.id : doc.recruiter
  // The recruiter with the most vacancies (earlier files may have added vacancies of their own).
  const counts = new Map<unknown, number>()
  for (const doc of docs) counts.set(recruiterOf(doc), (counts.get(recruiterOf(doc)) ?? 0) + 1)
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  const same = docs.filter((doc) => recruiterOf(doc) === busiest)
  const other = docs.find((doc) => recruiterOf(doc) !== busiest)
  if (same.length < 2 || !other) throw new Error('the demo content has too few vacancies with recruiters')
  const recruiter = await payload.findByID({ collection: 'recruiters', id: Number(busiest), depth: 0 })
  return { mine: same[0].id, empty: same[1].id, theirs: other.id, email: recruiter.email }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const found = await vacancies()
  ;({ mine, theirs, empty } = found)
  // Applications from earlier files may exist: the counts here are of this file's own vacancies'
  // new applications on top of what was there.
  recruiterUser = await editor(found.email)
  otherUser = await editor(`geen-recruiter-${Date.now()}@example.nl`)
}, 900_000)

afterAll(async () => {
  if (applications.length) {
    // Their jobs go first: SQLite gives a deleted row's id to the next application, which would
    // then seem to have this file's mail and ATS jobs.
    await payload.delete({
      collection: 'payload-jobs',
      where: {
        or: [{ 'input.submissionId': { in: applications } }, { 'input.applicationId': { in: applications } }],
      },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'applications', where: { id: { in: applications } }, overrideAccess: true })
  }
  await payload.delete({ collection: 'users', where: { id: { in: users } }, overrideAccess: true })
})

describe('counting applications per stage', () => {
  it('adds up statuses in the workflow order and leaves unknown ones out', () => {
    const counts = countStatuses([{ status: 'new' }, { status: 'invited' }, { status: 'new' }, { status: 'gone' }])
    expect(counts).toEqual({ ...emptyCounts(), new: 2, invited: 1 })
    expect(compactCounts(counts)).toBe('Ontvangen 2 · Gesprek 1')
    expect(compactCounts({ ...counts, rejected: 3, inProgress: 1 })).toBe(
      'Ontvangen 2 · In behandeling 1 · Gesprek 1 · Afgewezen 3',
    )
    expect(compactCounts(emptyCounts())).toBe('Geen sollicitaties')
  })

  it('counts each vacancy on its own, a vacancy without applications at nought', async () => {
    const before = await countPerVacancy(payload, [mine, theirs, empty], recruiterUser)
    await apply(mine, 'new')
    await apply(mine, 'new')
    const moved = await apply(mine, 'invited')
    await apply(mine, 'rejected')
    await apply(theirs, 'hired')
    const after = await countPerVacancy(payload, [mine, theirs, empty], recruiterUser)
    const grown = (id: number, status: ApplicationStatus) =>
      (after.get(id)?.[status] ?? NaN) - (before.get(id)?.[status] ?? NaN)
    expect([grown(mine, 'new'), grown(mine, 'invited'), grown(mine, 'rejected'), grown(mine, 'hired')]).toEqual([
      2, 1, 1, 0,
    ])
    expect(grown(theirs, 'hired')).toBe(1)
    expect(after.get(empty)).toEqual(before.get(empty))
    // Without a user (the list cell), the same counts.
    expect((await countPerVacancy(payload, [mine])).get(mine)).toEqual(after.get(mine))

    // A move is counted in its new stage only.
    await payload.update({ collection: 'applications', id: moved, data: { status: 'hired' }, overrideAccess: true })
    const moves = (await countPerVacancy(payload, [mine], recruiterUser)).get(mine)
    expect([moves?.invited, moves?.hired]).toEqual([
      (after.get(mine)?.invited ?? 0) - 1,
      (after.get(mine)?.hired ?? 0) + 1,
    ])
  })

  it('gives the board its vacancy and cards, and nothing for a vacancy that does not exist', async () => {
    const pipeline = await pipelineOf(payload, recruiterUser, mine)
    expect(pipeline?.vacancy.id).toBe(mine)
    const own = pipeline?.cards.filter((card) => applications.includes(card.id)) ?? []
    expect(own.map((card) => card.status)).toEqual(['new', 'new', 'hired', 'rejected'])
    expect(own[0]?.name).toMatch(/^Fatima El Amrani /)
    expect(await pipelineOf(payload, recruiterUser, 999_999)).toBeNull()
  })

  it('lists every vacancy with applications with its counts, for the applications list', async () => {
    const rows = await vacanciesWithApplications(payload, recruiterUser)
    const counts = await countPerVacancy(payload, [mine, theirs], recruiterUser)
    expect(rows.find((row) => row.id === mine)?.counts).toEqual(counts.get(mine))
    expect(rows.find((row) => row.id === theirs)?.counts).toEqual(counts.get(theirs))
    expect(rows.some((row) => row.id === empty)).toBe(false)
  })

  it('gives a recruiter the applications for their own vacancies only', async () => {
    const own = await myApplications(payload, recruiterUser)
    expect(own.isRecruiter).toBe(true)
    const ids = own.applications.map((application) => application.id)
    expect(ids).toEqual(expect.arrayContaining(applications.slice(0, 4)))
    expect(ids).not.toContain(applications[4])
    expect(own.applications.every((application) => application.vacancy.title)).toBe(true)

    const nobody = await myApplications(payload, otherUser)
    expect(nobody).toEqual({ isRecruiter: false, applications: [] })
  })
})

describe('demo templates', () => {
  it('offers two rejections, and seeding again adds none', async () => {
    await seedMailTemplates({ payload, now: new Date() })
    await seedMailTemplates({ payload, now: new Date() })
    const { docs } = await payload.find({
      collection: 'mailTemplates',
      where: { status: { equals: 'rejected' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.title)).toEqual(['Afwijzing na cv', 'Afwijzing na gesprek'])
  })
})
