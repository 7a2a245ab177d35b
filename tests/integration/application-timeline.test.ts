import { sql, type SQL } from 'drizzle-orm'
import type { Endpoint, Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { committedMigrations } from '@/cms/database'
import { freeMailEndpoint, noteEndpoint } from '@/forms/free-mail'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { cancelMailEndpoint, timelineEndpoint } from '@/forms/timeline-endpoints'
import type { TimelineItem } from '@/forms/timeline-view'
import type { User } from '@/payload-types'

import { validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'

let payload: Payload
let editor: User & { collection: 'users' }
const applications: number[] = []

beforeAll(async () => {
  payload = await getMigratedPayload()
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `tijdlijn-${Date.now()}@example.nl`,
      password: 'een-lang-wachtwoord-123',
      role: 'editor',
      name: 'Tess Tijdlijn',
    },
  })
  editor = { ...user, collection: 'users' }
}, 900_000)

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  if (applications.length)
    await payload.delete({ collection: 'applications', where: { id: { in: applications } }, overrideAccess: true })
  await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
  await payload.delete({
    collection: 'payload-jobs',
    where: { 'input.submissionId': { in: applications } },
    overrideAccess: true,
  })
})

async function createApplication(firstName = 'Fatima') {
  const application = await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: { ...validApplication(), gender: 'v', firstName, status: 'new' },
  })
  applications.push(application.id)
  return application
}

const changeStatus = (id: number, subject: string, body: string) =>
  payload.update({
    collection: 'applications',
    id,
    overrideAccess: false,
    user: editor,
    data: { status: 'rejected', statusMessageSend: true, statusMessageSubject: subject, statusMessageBody: body },
  })

function call(
  endpoint: Endpoint,
  routeParams: Record<string, string>,
  user: typeof editor | null = editor,
  body?: Record<string, string>,
) {
  const init: RequestInit = body
    ? { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
    : { method: endpoint.method }
  const request = Object.assign(new Request('http://localhost/api/applications', init), {
    payload,
    user,
    routeParams,
    searchParams: new URLSearchParams(),
    context: {},
  })
  return endpoint.handler(request as never)
}

async function timeline(id: number): Promise<TimelineItem[]> {
  const response = await call(timelineEndpoint, { id: String(id) })
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: TimelineItem[] }).items
}

const mailJobsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: SEND_SUBMISSION_MAIL } }, { 'input.submissionId': { equals: id } }] },
      overrideAccess: true,
      pagination: false,
    })
  ).docs

type SentMail = { to: string; subject: string; text: string }

/** Runs the mail queue as if the waiting minute had passed for the given jobs. */
async function runMailAfterTheMinute(jobs: number[]): Promise<SentMail[]> {
  for (const id of jobs)
    await payload.update({
      collection: 'payload-jobs',
      id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
  const sent: SentMail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SentMail)
  })
  await payload.jobs.run({ queue: MAIL_QUEUE, limit: 100 })
  return sent
}

describe('an application’s timeline', () => {
  it('shows a status message waiting with its author, then as sent with the text that went', async () => {
    const application = await createApplication()
    await changeStatus(application.id, 'Helaas', 'Beste Fatima, helaas.')
    const [waiting, status] = await timeline(application.id)
    expect(waiting).toMatchObject({ kind: 'mail', title: 'Helaas', byline: 'door Tess Tijdlijn', state: 'scheduled' })
    expect(waiting.entryId).not.toBeNull()
    expect(status).toMatchObject({ kind: 'status', title: 'Status: Afgewezen', byline: 'door Tess Tijdlijn' })

    const jobs = await mailJobsOf(application.id)
    const sent = await runMailAfterTheMinute(jobs.map((job) => job.id))
    expect(sent.map((mail) => mail.subject)).toContain('Helaas')
    const mail = (await timeline(application.id)).find((item) => item.kind === 'mail')
    expect(mail).toMatchObject({ state: 'sent', to: application.emailAddress, entryId: null })
    expect(mail?.body).toMatch(/^Beste Fatima, helaas\.\n\nBekijk je sollicitatie: http/)
  })

  it('stops a waiting message with ‘Niet versturen’, and refuses once it is gone', async () => {
    const application = await createApplication()
    await changeStatus(application.id, 'Helaas', 'Beste Fatima, helaas.')
    const entryId = (await timeline(application.id)).find((item) => item.kind === 'mail')?.entryId
    expect(entryId).toBeTypeOf('number')
    const params = { id: String(application.id), entry: String(entryId) }

    expect((await call(cancelMailEndpoint, params, null)).status).toBe(401)
    expect((await call(cancelMailEndpoint, { ...params, id: String(application.id + 100_000) })).status).toBe(404)
    expect((await call(cancelMailEndpoint, params)).status).toBe(200)
    expect(await mailJobsOf(application.id)).toEqual([])
    const again = await call(cancelMailEndpoint, params)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ errors: [{ message: expect.stringMatching(/al verstuurd/) }] })
    expect((await timeline(application.id)).find((item) => item.kind === 'mail')).toMatchObject({
      state: 'cancelled',
      entryId: null,
    })
  })

  it('fills a bulk text’s placeholders for each applicant', async () => {
    const first = await createApplication('Fatima')
    const second = await createApplication('Kees')
    await payload.update({
      collection: 'applications',
      where: { id: { in: [first.id, second.id] } },
      overrideAccess: false,
      user: editor,
      data: {
        status: 'rejected',
        statusMessageSend: true,
        statusMessageSubject: 'Je sollicitatie',
        statusMessageBody: 'Beste {naam}, helaas.',
      },
    })
    const bodies = [...(await mailJobsOf(first.id)), ...(await mailJobsOf(second.id))].map(
      (job) => (job.input as { body?: string }).body,
    )
    expect(bodies.sort()).toEqual([`Beste Fatima ${first.lastName}, helaas.`, `Beste Kees ${second.lastName}, helaas.`])
  })

  it('keeps the confirmations the system sent, and goes with the application', async () => {
    const application = await createApplication()
    const job = await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: application.id, recipient: 'sender' },
    })
    await runMailAfterTheMinute([Number(job.id)])
    const [confirmation] = await timeline(application.id).then((items) => items.filter((item) => item.kind === 'mail'))
    expect(confirmation).toMatchObject({ state: 'sent', byline: 'automatisch', to: application.emailAddress })

    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true })
    const left = await payload.find({
      collection: 'applicationTimeline',
      where: { application: { equals: application.id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })

  it('queues a free mail with its placeholders filled, keeps a note, and answers bad input in Dutch', async () => {
    const application = await createApplication('Kees')
    const params = { id: String(application.id) }
    const refused = await call(freeMailEndpoint, params, editor, { subject: ' ', body: 'Tekst' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ errors: { subject: ['Vul een onderwerp in.'] } })
    expect((await call(freeMailEndpoint, params, null, { subject: 'A', body: 'B' })).status).toBe(401)

    const sent = await call(freeMailEndpoint, params, editor, {
      subject: 'Je VCA-diploma',
      body: 'Beste {naam}, wil je je VCA-diploma sturen?',
    })
    expect(sent.status).toBe(200)
    const [job] = await mailJobsOf(application.id).then((jobs) =>
      jobs.filter((candidate) => (candidate.input as { recipient?: string }).recipient === 'free'),
    )
    expect(job.input).toMatchObject({ body: `Beste Kees ${application.lastName}, wil je je VCA-diploma sturen?` })

    expect((await call(noteEndpoint, params, editor, { body: '' })).status).toBe(400)
    expect((await call(noteEndpoint, params, editor, { body: 'Belt vrijdag terug' })).status).toBe(200)
    const items = await timeline(application.id)
    expect(items.find((item) => item.kind === 'note')).toMatchObject({
      title: 'Notitie',
      byline: 'door Tess Tijdlijn',
      body: 'Belt vrijdag terug',
    })
    expect(items.find((item) => item.kind === 'mail')).toMatchObject({ title: 'Je VCA-diploma', state: 'scheduled' })
  })
})

describe("the old 'Interne notities' box, carried over to the timeline", () => {
  const migration = committedMigrations().find(({ name }) => name.endsWith('_application_notes_to_timeline'))
  const args = () => ({ db: payload.db.drizzle, payload })
  const run = (query: SQL) => payload.db.execute({ drizzle: payload.db.drizzle, sql: query })

  it('becomes a note dated at the application, its writer unknown, and the box goes', async () => {
    expect(migration).toBeDefined()
    const noted = await createApplication('Noor')
    const blank = await createApplication('Bram')
    // The database as it was: the box back, and filled in for one application (blank for the other).
    await migration!.down(args())
    const note = 'Gebeld, voicemail.\nTweede gesprek inplannen.'
    await run(sql`UPDATE applications SET internal_notes = ${`  ${note}  `} WHERE id = ${noted.id}`)
    await run(sql`UPDATE applications SET internal_notes = ${'   '} WHERE id = ${blank.id}`)

    await migration!.up(args())

    const entries = await payload.find({
      collection: 'applicationTimeline',
      where: { application: { in: [noted.id, blank.id] }, kind: { equals: 'note' } },
      overrideAccess: true,
    })
    expect(entries.docs).toHaveLength(1)
    const [entry] = entries.docs
    expect(entry).toMatchObject({ kind: 'note', subject: 'Eerdere notitie', body: note, authorName: null })
    expect(entry!.author ?? null).toBeNull()
    expect(Date.parse(entry!.at)).toBe(Date.parse(noted.createdAt))
    // Shown on the timeline as an earlier note by an unknown writer, with its text.
    const items = await timeline(noted.id)
    expect(items.find((item) => item.kind === 'note')).toMatchObject({
      title: 'Eerdere notitie',
      byline: 'schrijver onbekend',
      body: note,
      at: entry!.at,
    })
    expect((await timeline(blank.id)).filter((item) => item.kind === 'note')).toEqual([])
    // The column is gone from the database, the field from the schema.
    await expect(run(sql`SELECT internal_notes FROM applications`)).rejects.toThrow()
    expect(payload.collections.applications.config.flattenedFields.map(({ name }) => name)).not.toContain(
      'internalNotes',
    )
  })

  it('goes back into the box when the migration is undone', async () => {
    const noted = await createApplication('Sem')
    await migration!.down(args())
    await run(sql`UPDATE applications SET internal_notes = ${'Komt na de zomer terug.'} WHERE id = ${noted.id}`)
    await migration!.up(args())
    await migration!.down(args())
    const { rows } = await run(sql`SELECT internal_notes FROM applications WHERE id = ${noted.id}`)
    expect(rows).toEqual([expect.objectContaining({ internal_notes: 'Komt na de zomer terug.' })])
    const left = await payload.count({
      collection: 'applicationTimeline',
      where: { application: { equals: noted.id }, kind: { equals: 'note' } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    await migration!.up(args())
  })
})
