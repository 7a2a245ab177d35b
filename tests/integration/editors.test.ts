import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { retryMailJob } from '@/cms/mail-queue'
import { computeContactDeleteAfter, deleteExpiredContactMessages } from '@/forms/retention'

import { formData, send, validApplication, validContact } from './form-helpers'
import { getTestPayload } from './helpers'
import { startSmtp } from './smtp'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

// The test drives the job queue itself.

let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtp>>
const OFFICE = 'inzendingen@koersgroep.nl'

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtp(payload)
  // The first test file of a run seeds the database, which takes minutes on a busy machine.
}, 900_000)

afterAll(async () => {
  await smtp?.stop()
})

async function createVacancy(title: string, recruiter?: number) {
  return payload.create({
    collection: 'vacancies',
    overrideAccess: true,
    draft: false,
    data: {
      title,
      slug: title.toLowerCase().replace(/\W+/g, '-'),
      vacancyLocation: 'Utrecht',
      salary: PUBLISHABLE_SALARY,
      datePosted: new Date().toISOString(),
      recruiter,
      _status: 'published',
    },
  })
}

/** Applies to the vacancy through the form endpoint and sends the queued mail over SMTP. */
async function applyAndSend(vacancyId: number) {
  const data = validApplication()
  const response = await send('application', formData({ ...data, vacancyId: String(vacancyId) }))
  expect(response.status).toBe(200)
  await payload.jobs.run({ queue: 'mail', limit: 100 })
  return smtp.received.filter((mail) => mail.raw.includes(data.emailAddress.split('@')[0]))
}

describe('application notifications go to the vacancy’s recruiter', () => {
  it('mails the recruiter of the vacancy, and the applicant their confirmation', async () => {
    const recruiter = await payload.create({
      collection: 'recruiters',
      overrideAccess: true,
      data: { name: 'Romy Recruiter', email: `romy.${Date.now()}@koersgroep.nl`, phone: '030 123 45 99' },
    })
    const vacancy = await createVacancy(`Monteur ${Date.now()}`, recruiter.id)
    const mails = await applyAndSend(vacancy.id)
    const recipients = mails.flatMap((mail) => mail.to)
    expect(recipients).toContain(recruiter.email)
    expect(recipients).not.toContain(OFFICE)
    expect(mails).toHaveLength(2)
  })

  it('falls back to the office address without a recruiter, and when the recruiter was deleted', async () => {
    const without = await createVacancy(`Planner ${Date.now()}`)
    expect((await applyAndSend(without.id)).flatMap((mail) => mail.to)).toContain(OFFICE)

    const recruiter = await payload.create({
      collection: 'recruiters',
      overrideAccess: true,
      data: { name: 'Tijdelijke Recruiter', email: `weg.${Date.now()}@koersgroep.nl` },
    })
    const vacancy = await createVacancy(`Magazijn ${Date.now()}`, recruiter.id)
    await payload.delete({ collection: 'recruiters', id: recruiter.id, overrideAccess: true })
    const recipients = (await applyAndSend(vacancy.id)).flatMap((mail) => mail.to)
    expect(recipients).toContain(OFFICE)
    expect(recipients).not.toContain(recruiter.email)
  })
})

describe('contact messages are kept for a documented period', () => {
  it('dates every new message for deletion one year after it arrived, and keeps the date on edits', async () => {
    const data = validContact()
    const response = await send('contact', formData(data))
    expect(response.status).toBe(200)
    const { docs } = await payload.find({
      collection: 'contactMessages',
      where: { email: { equals: data.email } },
      overrideAccess: true,
    })
    const message = docs[0]
    const planned = new Date(String(message.deleteAfter)).getTime()
    // Set as the message is stored: within a second of its creation time.
    expect(Math.abs(planned - new Date(computeContactDeleteAfter(message.createdAt)).getTime())).toBeLessThan(1000)

    const edited = await payload.update({
      collection: 'contactMessages',
      id: message.id,
      overrideAccess: true,
      data: { status: 'closed', deleteAfter: null },
    })
    expect(edited.deleteAfter).toBe(message.deleteAfter)
  })

  it('is deleted by the retention job once its date has passed, and not before', async () => {
    const data = validContact()
    expect((await send('contact', formData(data))).status).toBe(200)
    const find = () =>
      payload.find({ collection: 'contactMessages', where: { email: { equals: data.email } }, overrideAccess: true })
    const [message] = (await find()).docs
    const due = new Date(String(message.deleteAfter)).getTime()
    expect(due).toBeGreaterThan(Date.now())

    await deleteExpiredContactMessages(payload, new Date(due - 60_000))
    expect((await find()).docs).toHaveLength(1)

    // A year has passed: the date lies behind us (written past the hook, which keeps the date).
    await payload.db.updateOne({
      collection: 'contactMessages',
      id: message.id,
      data: { deleteAfter: new Date(Date.now() - 60_000).toISOString() },
    })
    // The daily task itself, as the queue runs it.
    const job = await payload.jobs.queue({ task: 'deleteExpiredApplications', input: {}, queue: 'retention-test' })
    await payload.jobs.runByID({ id: job.id })
    expect((await find()).docs).toHaveLength(0)
  })
})

describe('the mail queue for administrators', () => {
  it('keeps a failed mail with its error and sends it again on retry', async () => {
    const data = validContact()
    expect((await send('contact', formData(data))).status).toBe(200)
    const [message] = (
      await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: data.email } },
        overrideAccess: true,
      })
    ).docs
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'sendSubmissionMail' } }, { 'input.submissionId': { equals: message.id } }],
      },
      overrideAccess: true,
    })
    const job = jobs.docs.find((doc) => (doc.input as { collection: string }).collection === 'contactMessages')!
    // Retries exhausted: what the queue leaves after ten failed attempts.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      overrideAccess: true,
      data: { hasError: true, totalTried: 11, error: { message: 'connect ECONNREFUSED 127.0.0.1:25' } },
    })
    const before = smtp.received.length
    const row = await retryMailJob(payload, job.id)
    expect(row?.state).toBe('sent')
    expect(smtp.received.length).toBeGreaterThan(before)
    // The failed tries still count ('Pogingen'): eleven before, one more now.
    expect(row?.tries).toBe(12)
  })

  it('is readable by administrators only', async () => {
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `redacteur.${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'editor' },
    })
    await expect(
      payload.find({ collection: 'payload-jobs', overrideAccess: false, user: { ...editor, collection: 'users' } }),
    ).rejects.toThrow()
    const admin = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `beheerder.${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'admin' },
    })
    const result = await payload.find({
      collection: 'payload-jobs',
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    expect(result.totalDocs).toBeGreaterThan(0)
  })
})
