import http, { type Server } from 'node:http'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildApplicationMessage, type AtsApplicationMessage } from '@/ats/application-message'
import { ATS_QUEUE, DELIVER_APPLICATION } from '@/ats/deliver'
import { signedFileLink } from '@/ats/file-links'
import { signAtsMessage } from '@/ats/signature'
import { listQueueJobs } from '@/cms/mail-queue'
import { APPLICANT_CONTEXT } from '@/data/application'
import { applicantLink, applicantToken, findApplicationByToken } from '@/forms/applicant-link'
import { storeApplication } from '@/forms/store'
import { nl } from '@/i18n/nl'
import { releaseExpiredClaims } from '@/ops/job-leases'
import type { Application } from '@/payload-types'

import { validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'
import { createReceiver, sendStatus, verify } from '../../scripts/ats-receiver.mjs'
import { minimalPdf } from '../fixtures/files'

const SECRET = 'ats-test-secret-0123456789'
const BRAND = 'Koers Groep'

// Read at run time; set before the file's imports run.
vi.hoisted(() => {
  // The test drives the job queue itself; back-off of half a second, doubled per try.
  process.env.JOBS_AUTORUN = 'false'
  process.env.ATS_RETRY_DELAY_SECONDS = '0.5'
  process.env.ATS_TIMEOUT_SECONDS = '3'
  process.env.ATS_WEBHOOK_SECRET = 'ats-test-secret-0123456789'
})

type Received = { key: string; message: AtsApplicationMessage }

let payload: Payload
let server: Server
let port: number
/** Every delivery the receiver's handler saw, including the ones it failed. */
let received: Received[]
/** The receiver answers 500 to this many deliveries before it takes one in. */
let failNext: number

let handlers: Record<
  'get' | 'post',
  (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
>

function startReceiver(atPort = 0): Promise<number> {
  server = createReceiver({
    secret: SECRET,
    onApplication: (message: AtsApplicationMessage, key: string) => {
      received.push({ key, message })
      if (failNext > 0) {
        failNext -= 1
        throw new Error('ATS tijdelijk niet beschikbaar')
      }
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(atPort, '127.0.0.1', () => {
      const address = server.address()
      if (!address || typeof address === 'string') return reject(new Error('No port'))
      resolve(address.port)
    })
  })
}

const stopReceiver = () => new Promise<void>((resolve) => server.close(() => resolve()))

beforeAll(async () => {
  payload = await getMigratedPayload()
  const settings = await payload.findGlobal({ slug: 'siteSettings', overrideAccess: true })
  if (!settings.brandName) {
    await payload.updateGlobal({
      slug: 'siteSettings',
      data: { brandName: BRAND, email: 'info@koersgroep.nl', notificationEmail: 'inzendingen@koersgroep.nl' },
      overrideAccess: true,
    })
  }
  const { default: config } = await import('@payload-config')
  const { REST_GET, REST_POST } = await import('@payloadcms/next/routes')
  const { guardApi } = await import('@/cms/api-guard')
  handlers = { get: guardApi(REST_GET(config)), post: guardApi(REST_POST(config)) }
  received = []
  port = await startReceiver()
  process.env.ATS_WEBHOOK_URL = `http://127.0.0.1:${port}/applications`
})

// Each test runs its own deliveries only.
beforeEach(async () => {
  received = []
  failNext = 0
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: ATS_QUEUE } }, overrideAccess: true })
})

afterAll(async () => {
  await stopReceiver()
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: ATS_QUEUE } }, overrideAccess: true })
})

function call(method: 'get' | 'post', url: string, init: RequestInit = {}): Promise<Response> {
  const parsed = new URL(url, 'http://localhost')
  const slug = parsed.pathname.replace(/^\/api\//, '').split('/')
  return handlers[method](new Request(parsed, { method: method.toUpperCase(), ...init }), {
    params: Promise.resolve({ slug }),
  })
}

const pdf = () => ({
  data: minimalPdf(),
  mimeType: 'application/pdf' as const,
  name: 'cv-fatima.pdf',
  size: minimalPdf().length,
})

const apply = (files = false): Promise<Application> =>
  storeApplication(
    payload,
    { ...validApplication(), gender: 'v', consent: true },
    files ? { applicationCV: pdf(), applicationMotivation: { ...pdf(), name: 'motivatie.pdf' } } : {},
  )

async function deliveryOf(applicationId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: DELIVER_APPLICATION } }, { 'input.applicationId': { equals: applicationId } }],
    },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

const job = (id: number) => payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })

const runAts = () => payload.jobs.run({ queue: ATS_QUEUE, limit: 10 })

/** Waits (briefly) until the job's retry is due. */
async function untilDue(id: number) {
  const { waitUntil } = await job(id)
  const wait = waitUntil ? new Date(waitUntil).getTime() - Date.now() : 0
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50))
}

describe('delivery of applications to the ATS', () => {
  it('queues every stored application and posts it signed, with its idempotency key and document links', async () => {
    const application = await apply(true)
    const delivery = await deliveryOf(application.id)
    expect(delivery.queue).toBe(ATS_QUEUE)

    await runAts()
    expect((await job(delivery.id)).completedAt).toBeTruthy()
    expect(received).toHaveLength(1)
    const [{ key, message }] = received
    expect(key).toBe(`application-${application.id}`)
    expect(message).toMatchObject({
      event: 'application.created',
      idempotencyKey: key,
      application: {
        id: application.id,
        status: 'new',
        firstName: application.firstName,
        emailAddress: application.emailAddress,
        consent: true,
        vacancy: null,
      },
    })
    expect(message.application.documents.map((document) => document.kind)).toEqual(['cv', 'motivation'])

    // The link serves the file to anyone holding it, as a download, until it expires.
    const cv = message.application.documents[0]
    expect(new Date(cv.expiresAt).getTime()).toBeGreaterThan(Date.now())
    const download = await call('get', cv.url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(download.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(await download.arrayBuffer()).equals(minimalPdf())).toBe(true)
  })

  it('refuses a forged or expired document link', async () => {
    const application = await apply(true)
    const file = application.applicationCV
    if (!file || typeof file !== 'object') throw new Error('No CV stored')
    const { url } = signedFileLink(payload, file)
    const forged = `${url.slice(0, -3)}${url.endsWith('AAA') ? 'BBB' : 'AAA'}`
    const refused = await call('get', forged)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ errors: [{ message: nl.ats.refusals.linkInvalid }] })

    const old = signedFileLink(payload, file, new Date(Date.now() - 2 * 60 * 60 * 1000))
    const expired = await call('get', old.url)
    expect(expired.status).toBe(403)
    expect(await expired.json()).toEqual({ errors: [{ message: nl.ats.refusals.linkExpired }] })
  })

  it('is verified by the sample receiver, which refuses a message signed with another secret', async () => {
    const application = await apply()
    const body = Buffer.from(JSON.stringify(buildApplicationMessage(payload, application)))
    const timestamp = String(Math.floor(Date.now() / 1000))
    expect(verify(SECRET, { timestamp, signature: signAtsMessage(SECRET, timestamp, body) }, body)).toEqual({
      ok: true,
    })
    expect(verify(SECRET, { timestamp, signature: signAtsMessage('another', timestamp, body) }, body).ok).toBe(false)
    const old = String(Number(timestamp) - 600)
    expect(verify(SECRET, { timestamp: old, signature: signAtsMessage(SECRET, old, body) }, body)).toEqual({
      ok: false,
      reason: 'stale timestamp',
    })
  })

  it('tries again with the same idempotency key when the ATS answers with an error', async () => {
    const application = await apply()
    const delivery = await deliveryOf(application.id)
    failNext = 1
    await runAts()
    const failed = await job(delivery.id)
    expect(failed).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
    // Shown in the ATS view, in Dutch, with the ATS's own answer.
    const { rows } = await listQueueJobs(payload, DELIVER_APPLICATION, { state: 'waiting' })
    const row = rows.find((candidate) => candidate.id === delivery.id)
    expect(row).toMatchObject({ collection: 'applications', submissionId: application.id, tries: 1 })
    expect(row?.error).toContain('Het ATS weigerde het bericht met status 500')

    await untilDue(delivery.id)
    await runAts()
    expect((await job(delivery.id)).completedAt).toBeTruthy()
    expect(received.map((delivered) => delivered.key)).toEqual([
      `application-${application.id}`,
      `application-${application.id}`,
    ])
  })

  it('survives the ATS being down: the job waits with growing pauses and is delivered once it is back', async () => {
    await stopReceiver()
    const application = await apply()
    const delivery = await deliveryOf(application.id)

    const tried = async () => {
      const before = Date.now()
      await runAts()
      const after = await job(delivery.id)
      return { job: after, pause: new Date(after.waitUntil ?? 0).getTime() - before }
    }
    const first = await tried()
    expect(first.job).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
    const { rows } = await listQueueJobs(payload, DELIVER_APPLICATION, { state: 'waiting' })
    expect(rows.find((row) => row.id === delivery.id)?.error).toContain('Het ATS is niet bereikbaar')

    // Not due yet: a run leaves it alone.
    await runAts()
    expect((await job(delivery.id)).totalTried).toBe(1)

    await untilDue(delivery.id)
    const second = await tried()
    expect(second.job.totalTried).toBe(2)
    expect(second.pause).toBeGreaterThan(first.pause)

    port = await startReceiver(port)
    await untilDue(delivery.id)
    await runAts()
    expect((await job(delivery.id)).completedAt).toBeTruthy()
    expect(received.map((delivered) => delivered.message.application.id)).toEqual([application.id])
  })

  it('runs a delivery again whose process died mid-way (kill -9), with the same key', async () => {
    const application = await apply()
    const delivery = await deliveryOf(application.id)
    const longAgo = new Date(Date.now() - 10 * 60 * 1000)
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: delivery.id,
      data: { processing: true, updatedAt: longAgo.toISOString() },
    })
    await runAts()
    expect(received).toEqual([])
    expect(await releaseExpiredClaims(payload, { leaseMs: 60_000 })).toContain(delivery.id)
    await runAts()
    expect((await job(delivery.id)).completedAt).toBeTruthy()
    expect(received.map((delivered) => delivered.key)).toEqual([`application-${application.id}`])
  })

  it('queues nothing while the ATS is not configured', async () => {
    const url = process.env.ATS_WEBHOOK_URL
    delete process.env.ATS_WEBHOOK_URL
    try {
      const application = await apply()
      const { totalDocs } = await payload.count({
        collection: 'payload-jobs',
        where: { 'input.applicationId': { equals: application.id } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    } finally {
      process.env.ATS_WEBHOOK_URL = url
    }
  })
})

describe('status messages from the ATS', () => {
  const now = () => String(Math.floor(Date.now() / 1000))

  function postStatus(
    body: string,
    { timestamp = now(), secret = SECRET, signature = '', type = 'application/json' } = {},
  ) {
    return call('post', '/api/ats/status', {
      body,
      headers: {
        'content-type': type,
        'x-koers-timestamp': timestamp,
        'x-koers-signature': signature || signAtsMessage(secret, timestamp, body),
      },
    })
  }

  const statusOf = async (id: number) =>
    (await payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true })).status

  async function expectRefused(response: Response, status: number, message: string) {
    expect(response.status).toBe(status)
    const answer = await response.json()
    expect(answer.errors.map((error: { message: string }) => error.message)).toContain(message)
  }

  it('changes the status, which the applicant then sees on their page', async () => {
    const application = await apply()
    const response = await postStatus(JSON.stringify({ applicationId: application.id, status: 'invited' }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, application: { id: application.id, status: 'invited' } })
    const seen = await findApplicationByToken(payload, applicantToken(payload, application))
    expect(seen?.status).toBe('invited')
    expect(nl.applicant.statuses[seen?.status ?? 'new']).toBe('Uitgenodigd voor een gesprek')

    // By the delivery's idempotency key as well; a final status starts the retention period.
    const byKey = await postStatus(
      JSON.stringify({
        idempotencyKey: `application-${application.id}`,
        status: 'hired',
        changedAt: new Date().toISOString(),
      }),
    )
    expect(byKey.status).toBe(200)
    const hired = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(hired.status).toBe('hired')
    expect(hired.deleteAfter).toBeTruthy()
  })

  it('refuses a forged signature, a stale timestamp and a replay, and changes nothing', async () => {
    const application = await apply()
    const body = JSON.stringify({ applicationId: application.id, status: 'rejected' })
    await expectRefused(await postStatus(body, { secret: 'guessed' }), 401, nl.ats.refusals.invalidSignature)
    await expectRefused(
      await call('post', '/api/ats/status', { body, headers: { 'content-type': 'application/json' } }),
      401,
      nl.ats.refusals.missingSignature,
    )
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60)
    await expectRefused(await postStatus(body, { timestamp: stale }), 401, nl.ats.refusals.staleTimestamp)
    expect(await statusOf(application.id)).toBe('new')

    const timestamp = now()
    const signature = signAtsMessage(SECRET, timestamp, body)
    expect((await postStatus(body, { timestamp, signature })).status).toBe(200)
    expect(await statusOf(application.id)).toBe('rejected')
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'inProgress' },
      overrideAccess: true,
    })
    await expectRefused(await postStatus(body, { timestamp, signature }), 409, nl.ats.refusals.replay)
    expect(await statusOf(application.id)).toBe('inProgress')
  })

  it('refuses a captured message resent with its signature respelled, and changes nothing', async () => {
    const application = await apply()
    const body = JSON.stringify({ applicationId: application.id, status: 'invited' })
    const timestamp = now()
    const signature = signAtsMessage(SECRET, timestamp, body)
    expect((await postStatus(body, { timestamp, signature })).status).toBe(200)
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    const rejected = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(rejected.deleteAfter).toBeTruthy()

    const hex = signature.slice('sha256='.length)
    for (const respelled of [`sha256=${hex.toUpperCase()}`, `${signature}0`, `${signature}zz`]) {
      await expectRefused(
        await postStatus(body, { timestamp, signature: respelled }),
        401,
        nl.ats.refusals.invalidSignature,
      )
    }
    await expectRefused(await postStatus(body, { timestamp, signature }), 409, nl.ats.refusals.replay)
    const after = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(after.status).toBe('rejected')
    expect(after.deleteAfter).toBe(rejected.deleteAfter)
  })

  it('refuses an unknown application, bad JSON, an unknown status and an oversized body with a 4xx', async () => {
    const application = await apply()
    await expectRefused(
      await postStatus(JSON.stringify({ applicationId: 999_999_999, status: 'hired' })),
      404,
      nl.ats.refusals.unknownApplication(999_999_999),
    )
    await expectRefused(await postStatus('{"applicationId": '), 400, nl.api.invalidJson)
    // Signed and well-formed, but not said to be JSON: refused as docs/ats.md says.
    const asForm = `applicationId=${application.id}&status=hired`
    await expectRefused(
      await postStatus(asForm, { type: 'application/x-www-form-urlencoded' }),
      415,
      nl.ats.refusals.notJson,
    )
    await expectRefused(
      await postStatus(JSON.stringify({ applicationId: application.id, status: 'promoted' })),
      422,
      nl.ats.refusals.status('new, inProgress, invited, hired, rejected, withdrawn, closed'),
    )
    await expectRefused(await postStatus(JSON.stringify({ status: 'hired' })), 422, nl.ats.refusals.noApplication)
    await expectRefused(
      await postStatus(
        JSON.stringify({ applicationId: application.id, idempotencyKey: 'application-1x', status: 'hired' }),
      ),
      422,
      nl.ats.refusals.idempotencyKey,
    )
    await expectRefused(await postStatus('[]'), 422, nl.ats.refusals.notObject)
    const oversized = JSON.stringify({ applicationId: application.id, status: 'hired', note: 'x'.repeat(20_000) })
    await expectRefused(await postStatus(oversized), 413, nl.forms.errors.bodyTooLarge)
    expect(await statusOf(application.id)).toBe('new')
  })

  /** The site's API on a real socket: each request handed to the guarded REST handler. */
  async function withSite<T>(work: (site: string) => Promise<T>): Promise<T> {
    const site = http.createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = []
      for await (const chunk of incoming) chunks.push(chunk)
      const headers = new Headers()
      for (const [name, value] of Object.entries(incoming.headers))
        if (typeof value === 'string') headers.set(name, value)
      const response = await call('post', incoming.url ?? '/', { headers, body: Buffer.concat(chunks) })
      outgoing.writeHead(response.status, { 'content-type': 'application/json' })
      outgoing.end(await response.text())
    })
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    try {
      const address = site.address()
      if (!address || typeof address === 'string') throw new Error('No port')
      return await work(`http://127.0.0.1:${address.port}`)
    } finally {
      await new Promise<void>((resolve) => site.close(() => resolve()))
    }
  }

  it("accepts the sample receiver's status message, sent over HTTP", async () => {
    const application = await apply()
    const result = await withSite((site) =>
      sendStatus({ site, secret: SECRET, applicationId: application.id, status: 'inProgress' }),
    )
    expect(result).toEqual({
      status: 200,
      body: { success: true, application: { id: application.id, status: 'inProgress' } },
    })
    expect(await statusOf(application.id)).toBe('inProgress')
  })

  /** The status mails queued and not yet sent for one application. */
  async function queuedStatusMails(applicationId: number) {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { queue: { equals: 'mail' } },
          { completedAt: { exists: false } },
          { 'input.submissionId': { equals: applicationId } },
          { 'input.recipient': { equals: 'status' } },
        ],
      },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map((doc) => ({ id: doc.id, ...(doc.input as { subject: string; body: string }) }))
  }

  type SentMail = { to: string; subject: string; text: string; replyTo?: string }

  /** Runs the mail queue and gives back what it sent. */
  async function runMail(): Promise<SentMail[]> {
    const sent: SentMail[] = []
    vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
      sent.push(message as SentMail)
    })
    try {
      await payload.jobs.run({ queue: 'mail', limit: 100 })
    } finally {
      vi.restoreAllMocks()
    }
    return sent
  }

  const reportOverHttp = (applicationId: number, status: string) =>
    withSite((site) => sendStatus({ site, secret: SECRET, applicationId, status }))

  it("mails the applicant the editors' message for the new status, with their link, and records the ATS", async () => {
    const application = await apply()
    await runMail()
    expect(await reportOverHttp(application.id, 'invited')).toMatchObject({ status: 200 })

    const template = nl.statusMessages.defaults.invited
    const [queued, ...more] = await queuedStatusMails(application.id)
    expect(more).toHaveLength(0)
    expect(queued.subject).toBe(template.subject)
    // The template with its placeholders filled: no vacancy, no recruiter, so the brand signs.
    expect(queued.body).toBe(
      template.body
        .replace('{naam}', `${application.firstName} ${application.lastName}`)
        .replace('{vacature}', nl.statusMessages.openApplication)
        .replace('{recruiter}', (await payload.findGlobal({ slug: 'siteSettings', overrideAccess: true })).brandName),
    )

    // Like a recruiter's, it waits a minute on the timeline ('Niet versturen'); here it has passed.
    expect((await runMail()).filter((mail) => mail.to === application.emailAddress)).toEqual([])
    await payload.update({
      collection: 'payload-jobs',
      id: queued.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const sent = (await runMail()).filter((mail) => mail.to === application.emailAddress)
    expect(sent).toHaveLength(1)
    expect(sent[0].subject).toBe(template.subject)
    expect(sent[0].text).toBe(`${queued.body}\n\nBekijk je sollicitatie: ${applicantLink(payload, application)}`)
    // The link in the mail opens the application, which shows the new status.
    const token = new URL(applicantLink(payload, application)).searchParams.get('token')
    expect((await findApplicationByToken(payload, token))?.status).toBe('invited')

    const stored = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(stored.statusHistory?.map(({ status, actor }) => ({ status, actor }))).toEqual([
      { status: 'new', actor: 'applicant' },
      { status: 'invited', actor: 'ats' },
    ])
    // The same status again changes nothing and mails nothing.
    expect(await reportOverHttp(application.id, 'invited')).toMatchObject({ status: 200 })
    expect(await queuedStatusMails(application.id)).toHaveLength(0)
  })

  it('mails nothing when the template is empty, and never about a withdrawn or erased application', async () => {
    const application = await apply()
    // 'Afgerond' has no message by default; an editor empties 'In behandeling'.
    expect(await reportOverHttp(application.id, 'closed')).toMatchObject({ status: 200 })
    const templates = await payload.findGlobal({ slug: 'statusMessages', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'statusMessages',
      data: { inProgress: { subject: templates.inProgress?.subject, body: '' } },
      overrideAccess: true,
    })
    try {
      expect(await reportOverHttp(application.id, 'inProgress')).toMatchObject({ status: 200 })
    } finally {
      await payload.updateGlobal({
        slug: 'statusMessages',
        data: { inProgress: templates.inProgress },
        overrideAccess: true,
      })
    }
    expect(await statusOf(application.id)).toBe('inProgress')
    expect(await queuedStatusMails(application.id)).toHaveLength(0)

    // The ATS marks it withdrawn, or reports a status after the applicant withdrew.
    expect(await reportOverHttp(application.id, 'withdrawn')).toMatchObject({ status: 200 })
    const withdrawnByApplicant = await apply()
    await payload.update({
      collection: 'applications',
      id: withdrawnByApplicant.id,
      data: { status: 'withdrawn' },
      overrideAccess: true,
      context: APPLICANT_CONTEXT,
    })
    expect(await reportOverHttp(withdrawnByApplicant.id, 'rejected')).toMatchObject({ status: 200 })
    expect(await queuedStatusMails(application.id)).toHaveLength(0)
    expect(await queuedStatusMails(withdrawnByApplicant.id)).toHaveLength(0)

    // Erased after the message was queued: the mail finds nobody to write to.
    const erased = await apply()
    await runMail()
    expect(await reportOverHttp(erased.id, 'rejected')).toMatchObject({ status: 200 })
    expect(await queuedStatusMails(erased.id)).toHaveLength(1)
    await payload.delete({ collection: 'applications', id: erased.id, overrideAccess: true })
    expect((await runMail()).filter((mail) => mail.to === erased.emailAddress)).toHaveLength(0)
    // And an erased application is unknown to the ATS's next message.
    expect(await reportOverHttp(erased.id, 'hired')).toMatchObject({ status: 404 })
  })

  it('answers 404 while the ATS is not configured', async () => {
    const secret = process.env.ATS_WEBHOOK_SECRET
    delete process.env.ATS_WEBHOOK_SECRET
    try {
      await expectRefused(await postStatus('{}'), 404, nl.ats.refusals.notConfigured)
    } finally {
      process.env.ATS_WEBHOOK_SECRET = secret
    }
  })
})
