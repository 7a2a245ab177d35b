import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as postDocumentsRoute } from '@/app/actions/module/application/documents/route'
import { POST as postErase } from '@/app/actions/module/application/erase/route'
import { POST as postWithdraw } from '@/app/actions/module/application/withdraw/route'
import { ATS_QUEUE, DELIVER_APPLICATION } from '@/ats/deliver'
import { listQueueJobs } from '@/cms/mail-queue'
import { ATS_CONTEXT } from '@/data/application'
import { applicantToken } from '@/forms/applicant-link'
import { storeApplication } from '@/forms/store'
import { nl } from '@/i18n/nl'
import type { Application, User } from '@/payload-types'

import { startAtsReceiver, type ReceivedEvent } from './ats-receiver'
import { nextAddress, validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'

const SECRET = 'ats-events-secret-0123456789'

vi.hoisted(() => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ATS_RETRY_DELAY_SECONDS = '0.5'
  process.env.ATS_TIMEOUT_SECONDS = '3'
  process.env.ATS_WEBHOOK_SECRET = 'ats-events-secret-0123456789'
})

let payload: Payload
let receiver: Awaited<ReturnType<typeof startAtsReceiver>>
let recruiter: User

beforeAll(async () => {
  payload = await getMigratedPayload()
  const settings = await payload.findGlobal({ slug: 'siteSettings', overrideAccess: true })
  if (!settings.brandName) {
    await payload.updateGlobal({
      slug: 'siteSettings',
      data: { brandName: 'Koers Groep', email: 'info@koersgroep.nl', notificationEmail: 'inzendingen@koersgroep.nl' },
      overrideAccess: true,
    })
  }
  receiver = await startAtsReceiver(SECRET)
  process.env.ATS_WEBHOOK_URL = receiver.url
  recruiter = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `recruiter-${Date.now()}@example.nl`,
      password: 'een-lang-wachtwoord-123',
      role: 'editor',
      name: 'Rik Recruiter',
    },
  })
})

beforeEach(async () => {
  receiver.state.tries.length = 0
  receiver.state.taken.length = 0
  receiver.state.failNext = 0
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: ATS_QUEUE } }, overrideAccess: true })
})

afterEach(() => {
  vi.restoreAllMocks()
})

afterAll(async () => {
  await receiver.stop()
})

const runAts = () => payload.jobs.run({ queue: ATS_QUEUE, limit: 50 })

const apply = (): Promise<Application> =>
  storeApplication(payload, { ...validApplication(), gender: 'v', consent: false }, {})

/** Runs the queue twice (a second run must deliver nothing again) and gives back what was taken in. */
async function deliver(): Promise<ReceivedEvent[]> {
  await runAts()
  await runAts()
  return receiver.state.taken
}

const eventsOf = (taken: ReceivedEvent[], event: string) => taken.filter((entry) => entry.message.event === event)

function post(action: 'withdraw' | 'erase', fields: Record<string, string>): Promise<Response> {
  const handler = action === 'withdraw' ? postWithdraw : postErase
  return handler(
    new Request(`http://localhost/actions/module/application/${action}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    }),
  )
}

/** The applicant sends a CV later from their own page, as a script does. */
function postLaterCV(token: string): Promise<Response> {
  const form = new FormData()
  form.append('token', token)
  form.append('applicationCV', new File([new Uint8Array(minimalPdf())], 'later-cv.pdf', { type: 'application/pdf' }))
  return postDocumentsRoute(
    new Request(`http://localhost/actions/module/application/documents?${new URLSearchParams({ token })}`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', 'x-forwarded-for': nextAddress() },
    }),
  )
}

type SentMail = { to: string; subject: string; text: string }

async function runMail(): Promise<SentMail[]> {
  const sent: SentMail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SentMail)
  })
  await payload.jobs.run({ queue: 'mail', limit: 100 })
  vi.restoreAllMocks()
  return sent
}

describe('events for the ATS', () => {
  it('tells of a status change with who made it, once, signed, and never echoes a change the ATS made', async () => {
    const application = await apply()
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'invited' },
      user: recruiter,
      overrideAccess: true,
    })
    // The ATS's own report is not sent back to it.
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'hired' },
      overrideAccess: true,
      context: ATS_CONTEXT,
    })
    const taken = await deliver()
    expect(eventsOf(taken, 'application.created')).toHaveLength(1)
    const changes = eventsOf(taken, 'application.status-changed')
    expect(changes).toHaveLength(1)
    const [{ key, message }] = changes
    expect(key).toBe(message.idempotencyKey)
    expect(key).not.toBe(`application-${application.id}`)
    expect(message.application).toEqual({
      id: application.id,
      status: 'invited',
      previousStatus: 'new',
      changedBy: { kind: 'user', name: 'Rik Recruiter', role: 'editor' },
    })
    expect(Number.isNaN(Date.parse(message.occurredAt ?? ''))).toBe(false)

    // The administrators' view names each delivery's event.
    const { rows } = await listQueueJobs(payload, DELIVER_APPLICATION, {})
    expect(rows.map((row) => row.recipient).sort()).toEqual(['application.created', 'application.status-changed'])
    expect(rows.map((row) => nl.admin.atsQueue.recipients[row.recipient ?? ''])).toContain('Status gewijzigd')
  })

  it('tells of a withdrawal and mails the recruiter in Dutch', async () => {
    const application = await apply()
    await runMail()
    const token = applicantToken(payload, application)
    await post('withdraw', { token, bevestigd: 'ja' })
    const taken = await deliver()
    expect(eventsOf(taken, 'application.status-changed')).toHaveLength(0)
    const [withdrawn, ...more] = eventsOf(taken, 'application.withdrawn')
    expect(more).toHaveLength(0)
    expect(withdrawn.message.application).toEqual({ id: application.id, status: 'withdrawn' })

    const sent = await runMail()
    const office = sent.find((mail) => mail.to === 'inzendingen@koersgroep.nl')
    expect(office?.subject).toBe(
      nl.forms.mail.withdrawnNotificationSubject(`${application.firstName} ${application.lastName}`, null),
    )
    expect(office?.text).toContain(nl.forms.mail.withdrawnNotificationIntro)
    expect(sent.find((mail) => mail.to === application.emailAddress)?.subject).toBe(nl.applicant.mail.withdrawnSubject)
  })

  it('tells of documents sent later, with links signed afresh', async () => {
    const application = await apply()
    const response = await postLaterCV(applicantToken(payload, application))
    expect(response.status).toBe(200)
    const [updated, ...more] = eventsOf(await deliver(), 'application.documents-updated')
    expect(more).toHaveLength(0)
    const documents = updated.message.application.documents as Array<{ kind: string; url: string; expiresAt: string }>
    expect(documents.map((document) => document.kind)).toEqual(['cv'])
    const expires = Date.parse(documents[0].expiresAt) - Date.now()
    expect(expires).toBeGreaterThan(55 * 60 * 1000)
    expect(expires).toBeLessThanOrEqual(60 * 60 * 1000)
    expect(documents[0].url).toMatch(/^https?:\/\/.+\/api\/ats\/files\//)
  })

  it('tells of an erasure with ids only', async () => {
    const application = await apply()
    await post('erase', { token: applicantToken(payload, application), bevestigd: 'ja' })
    const taken = await deliver()
    // The creation's delivery was still queued: erased with the application, never sent.
    expect(eventsOf(taken, 'application.created')).toHaveLength(0)
    const [erased, ...more] = eventsOf(taken, 'application.erased')
    expect(more).toHaveLength(0)
    expect(Object.keys(erased.message).sort()).toEqual(['application', 'event', 'idempotencyKey', 'occurredAt'])
    expect(erased.message.application).toEqual({ id: application.id })
  })

  it('tries an event again after a failure, under the same key, until the ATS takes it in', async () => {
    const application = await apply()
    await runAts()
    receiver.state.tries.length = 0
    receiver.state.taken.length = 0
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'rejected' },
      user: recruiter,
      overrideAccess: true,
    })
    receiver.state.failNext = 1
    await runAts()
    expect(receiver.state.taken).toHaveLength(0)
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: DELIVER_APPLICATION } },
          { 'input.event': { equals: 'application.status-changed' } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ completedAt: null, totalTried: 1 })
    const due = new Date(docs[0].waitUntil ?? 0).getTime() - Date.now()
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due + 50))
    await deliver()
    expect(receiver.state.tries.map((entry) => entry.key)).toEqual([
      receiver.state.tries[0].key,
      receiver.state.tries[0].key,
    ])
    expect(receiver.state.taken).toHaveLength(1)
    expect(receiver.state.taken[0].message.application).toMatchObject({ id: application.id, status: 'rejected' })
  })

  it('brings the sample receiver every event of an application’s life, signed, each once', async () => {
    const application = await apply()
    const token = applicantToken(payload, application)
    await deliver()
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'inProgress' },
      user: recruiter,
      overrideAccess: true,
    })
    await deliver()
    const upload = await postLaterCV(token)
    expect(upload.status).toBe(200)
    await deliver()
    await post('withdraw', { token, bevestigd: 'ja' })
    await deliver()
    await post('erase', { token, bevestigd: 'ja' })
    const taken = await deliver()

    // The receiver takes in only what carries a valid signature, each key once; nothing came twice.
    expect(taken.map((entry) => entry.message.event)).toEqual([
      'application.created',
      'application.status-changed',
      'application.documents-updated',
      'application.withdrawn',
      'application.erased',
    ])
    expect(new Set(taken.map((entry) => entry.key)).size).toBe(taken.length)
    expect(receiver.state.tries).toHaveLength(taken.length)
    for (const entry of taken) expect(entry.message.application).toMatchObject({ id: application.id })
    // A document is named as it downloads in the admin, not by its random stored name.
    const [documents] = eventsOf(taken, 'application.documents-updated')
    const [cv] = documents.message.application.documents as Array<{ fileName: string }>
    expect(cv.fileName).toBe(`Cv ${application.firstName} ${application.lastName}.pdf`)
  })
})
