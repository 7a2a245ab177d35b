import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import fs from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { guardApi } from '@/cms/api-guard'
import { relationId } from '@/data/relations'
import { nl } from '@/i18n/nl'
import config from '@payload-config'

import {
  countStored,
  formData,
  nextAddress,
  send,
  validApplication,
  validBusinessContact,
  validContact,
} from './form-helpers'
import { getTestPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'
import { minimalDoc, minimalDocx, minimalPng, otherCompoundFile, windowsExecutable } from '../fixtures/uploads'

// The test drives the job queue itself.

let payload: Payload
const required = nl.forms.errors.required

beforeAll(async () => {
  payload = await getTestPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const pdf = (name = 'cv.pdf') => new File([new Uint8Array(minimalPdf())], name, { type: 'application/pdf' })

/**
 * The mail jobs of a submission: queued since it was stored, since SQLite may give a deleted
 * submission's id (whose jobs an earlier file left behind) to a new one.
 */
async function mailJobsFor(collection: 'applications' | 'contactMessages' | 'staffingRequests', submissionId: number) {
  const { createdAt } = await payload.findByID({ collection, id: submissionId, depth: 0, overrideAccess: true })
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'sendSubmissionMail' } },
        { 'input.submissionId': { equals: submissionId } },
        { createdAt: { greater_than_equal: createdAt } },
      ],
    },
    overrideAccess: true,
    limit: 10,
  })
  return docs.filter((job) => (job.input as { collection: string }).collection === collection)
}

/** The applications stored for an address (each test sends from an address of its own). */
async function applicationsFrom(emailAddress: string, depth?: number) {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { emailAddress: { equals: emailAddress } },
    overrideAccess: true,
    depth,
  })
  return docs
}

describe('contact endpoints', () => {
  it('stores exactly one contact message, queues its two mails and answers success', async () => {
    const before = await countStored(payload)
    const data = validContact()
    const response = await send('contact', JSON.stringify(data), { headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await countStored(payload)).toEqual({ ...before, contactMessages: before.contactMessages + 1 })
    const { docs } = await payload.find({
      collection: 'contactMessages',
      where: { email: { equals: data.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ kind: 'person', name: data.name, status: 'new', phoneNumber: '+31 6 12345678' })
    const jobs = await mailJobsFor('contactMessages', docs[0].id)
    expect(jobs.map((job) => (job.input as { recipient: string }).recipient).sort()).toEqual(['office', 'sender'])
  })

  it('stores exactly one business message from a multipart form', async () => {
    const before = await countStored(payload)
    const data = validBusinessContact()
    const response = await send('businessContact', formData(data))
    expect(response.status).toBe(200)
    expect(await countStored(payload)).toEqual({ ...before, contactMessages: before.contactMessages + 1 })
    const { docs } = await payload.find({
      collection: 'contactMessages',
      where: { email: { equals: data.email } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ kind: 'business', businessName: data.businessName })
  })

  it.each([
    ['contact', ['name', 'phoneNumber', 'email', 'message']],
    ['businessContact', ['name', 'businessName', 'phoneNumber', 'email', 'message']],
  ] as const)('%s: each missing or blank required field gets its own Dutch error', async (endpoint, fields) => {
    const before = await countStored(payload)
    for (const field of fields) {
      for (const value of [undefined, '   ']) {
        const data: Record<string, string | undefined> = { ...validBusinessContact(), [field]: value }
        const response = await send(endpoint, formData(data))
        expect(response.status).toBe(422)
        const { errors } = await response.json()
        expect(Object.keys(errors)).toEqual([field])
        expect(errors[field][0]).toBe(required[field])
      }
    }
    expect(await countStored(payload)).toEqual(before)
  })

  it('rejects malformed e-mail addresses, phone numbers and over-long fields', async () => {
    const response = await send(
      'contact',
      formData({ ...validContact(), email: 'niet-een-adres@', phoneNumber: '12', name: 'x'.repeat(101) }),
    )
    expect(response.status).toBe(422)
    const { errors } = await response.json()
    expect(errors.email).toEqual([nl.forms.errors.email])
    expect(errors.phoneNumber).toEqual([nl.forms.errors.phone])
    expect(errors.name).toEqual([nl.forms.errors.tooLong(100)])
  })

  it('accepts Dutch and international phone numbers and ignores unknown fields', async () => {
    for (const phoneNumber of ['010-1234567', '+32 470 12 34 56', '0049 30 12345678']) {
      const data = { ...validContact(), phoneNumber, status: 'closed', kind: 'business', id: '1' }
      expect((await send('contact', formData(data))).status).toBe(200)
      const { docs } = await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: data.email } },
        overrideAccess: true,
      })
      expect(docs[0]).toMatchObject({ status: 'new', kind: 'person' })
    }
  })

  it('answers the honeypot with success but stores nothing', async () => {
    const before = await countStored(payload)
    const response = await send('contact', formData({ ...validContact(), website: 'http://spam.example' }))
    expect(response.status).toBe(200)
    expect(await countStored(payload)).toEqual(before)
  })

  it('refuses the sixth request from one address within the window with 429', async () => {
    const address = nextAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push((await send('contact', formData({ name: 'x' }), { address })).status)
    expect(statuses).toEqual([422, 422, 422, 422, 422])
    const limited = await send('contact', formData(validContact()), { address })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ errors: { form: [nl.forms.errors.rateLimited] } })
    // Other endpoints and other addresses keep their own windows.
    expect((await send('businessContact', formData(validBusinessContact()), { address })).status).toBe(200)
    expect((await send('contact', formData(validContact()))).status).toBe(200)
  })

  it('refuses a body over the cap before and while reading it', async () => {
    const declared = await send('contact', 'x', {
      headers: { 'content-type': 'application/json', 'content-length': String(10_000_000) },
    })
    expect(declared.status).toBe(413)
    expect((await declared.json()).errors.form).toEqual([nl.forms.errors.bodyTooLarge])
    const chunk = new TextEncoder().encode('a'.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1
        if (sent > 1000) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const streamed = await send('contact', stream, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(20)
  })
})

describe('application endpoint', () => {
  it('stores one application with its CV and motivation, linked to the vacancy', async () => {
    const vacancy = (
      await payload.find({
        collection: 'vacancies',
        limit: 1,
        overrideAccess: true,
        where: { _status: { equals: 'published' } },
      })
    ).docs[0]
    const before = await countStored(payload)
    const data = { ...validApplication(), vacancyId: String(vacancy.id), consent: '1' }
    const docx = new File([new Uint8Array(minimalDocx())], 'Motivatie Fatima (def).docx')
    const response = await send(
      'application',
      formData(data, { applicationCV: pdf('../../etc/passwd CV Fatima.pdf'), applicationMotivation: docx }),
    )
    expect(response.status).toBe(200)
    expect(await countStored(payload)).toEqual({
      ...before,
      applications: before.applications + 1,
      applicationFiles: before.applicationFiles + 2,
      filesOnDisk: before.filesOnDisk + 2,
    })
    const docs = await applicationsFrom(data.emailAddress, 1)
    expect(docs).toHaveLength(1)
    const [application] = docs
    expect(application).toMatchObject({ gender: 'v', consent: true, status: 'new', phoneNumber: '+31 20 123 4567' })
    expect(typeof application.vacancy === 'object' && application.vacancy?.id).toBe(vacancy.id)
    const cv = application.applicationCV as { filename: string; mimeType: string }
    const motivation = application.applicationMotivation as { filename: string; mimeType: string }
    // Stored under a random name: never the applicant's own file name.
    expect(cv).toMatchObject({ filename: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), mimeType: 'application/pdf' })
    expect(motivation).toMatchObject({ filename: expect.stringMatching(/^[0-9a-f-]{36}\.docx$/) })
    expect(await mailJobsFor('applications', application.id)).toHaveLength(2)
  })

  it('takes an unknown vacancy id as an open application, and a Word 97 file', async () => {
    const data = { ...validApplication(), vacancyId: '999999' }
    const response = await send(
      'application',
      formData(data, { applicationCV: new File([new Uint8Array(minimalDoc())], 'cv.doc') }),
    )
    expect(response.status).toBe(200)
    const docs = await applicationsFrom(data.emailAddress)
    expect(docs[0].vacancy ?? null).toBeNull()
    expect(docs[0].consent).toBe(false)
  })

  it.each(['firstName', 'lastName', 'emailAddress', 'phoneNumber'] as const)(
    'gives the error of a missing %s',
    async (field) => {
      const before = await countStored(payload)
      const response = await send(
        'application',
        formData({ ...validApplication(), [field]: undefined }, { applicationCV: pdf() }),
      )
      expect(response.status).toBe(422)
      const { errors } = await response.json()
      expect(errors).toEqual({ [field]: [required[field]] })
      expect(await countStored(payload)).toEqual(before)
    },
  )

  it('accepts a missing gender and message but not an unknown gender', async () => {
    expect(
      (await send('application', formData({ ...validApplication(), gender: undefined, message: undefined }))).status,
    ).toBe(200)
    const response = await send('application', formData({ ...validApplication(), gender: 'x' }))
    expect(response.status).toBe(422)
    expect((await response.json()).errors).toEqual({ gender: [nl.forms.errors.gender] })
  })

  it('refuses an executable renamed to .pdf, and other files by their content', async () => {
    const before = await countStored(payload)
    for (const [bytes, name] of [
      [windowsExecutable(), 'cv.pdf'],
      [otherCompoundFile(), 'cv.doc'],
      [Buffer.from('<script>alert(1)</script>'), 'cv.png'],
    ] as const) {
      const response = await send(
        'application',
        formData(validApplication(), {
          applicationCV: new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }),
        }),
      )
      expect(response.status).toBe(422)
      expect((await response.json()).errors).toEqual({ applicationCV: [nl.errors.fileType] })
    }
    const png = new File([new Uint8Array(minimalPng())], 'foto.exe', { type: 'application/x-msdownload' })
    const motivation = new File([new Uint8Array(windowsExecutable())], 'motivatie.docx')
    const response = await send(
      'application',
      formData(validApplication(), { applicationCV: png, applicationMotivation: motivation }),
    )
    expect((await response.json()).errors).toEqual({ applicationMotivation: [nl.errors.fileType] })
    expect(await countStored(payload)).toEqual(before)
  })

  it('answers a file of 11 MB with 413 in the error shape', async () => {
    const before = await countStored(payload)
    const big = Buffer.alloc(11 * 1024 * 1024)
    minimalPdf().copy(big)
    const response = await send(
      'application',
      formData(validApplication(), { applicationCV: new File([new Uint8Array(big)], 'groot.pdf') }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: { applicationCV: [nl.forms.errors.fileTooLarge(10)] } })
    expect(await countStored(payload)).toEqual(before)
  })

  it('keeps stored CVs from anonymous visitors over every URL form', async () => {
    const data = validApplication()
    expect((await send('application', formData(data, { applicationCV: pdf() }))).status).toBe(200)
    const docs = await applicationsFrom(data.emailAddress, 1)
    const cv = docs[0].applicationCV as { id: number; filename: string; url: string }
    const restGet = REST_GET(config)
    const get = (url: string) => {
      const parsed = new URL(url, 'http://localhost')
      return restGet(new Request(parsed), {
        params: Promise.resolve({ slug: parsed.pathname.replace(/^\/api\//, '').split('/') }),
      })
    }
    for (const url of [
      cv.url,
      `/api/applicationFiles/file/${cv.filename}`,
      `/api/applicationFiles/${cv.id}`,
      '/api/applicationFiles',
      `/api/applications/${docs[0].id}`,
    ]) {
      const response = await get(url)
      expect(response.status, url).toBe(403)
      expect(await response.text()).not.toContain('%PDF')
    }
    const graphql = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ ApplicationFile(id: ${cv.id}) { url filename } }` }),
      }),
    )
    expect(JSON.stringify(await graphql.json())).not.toContain(cv.filename)
    // Stored under DATA_DIR, never in Next's public folder.
    const staticDir = payload.collections.applicationFiles.config.upload.staticDir!
    expect(path.relative(path.resolve('public'), staticDir).startsWith('..')).toBe(true)
  })

  it("gives a recruiter the CV under the applicant's name, never the random stored one", async () => {
    const data = { ...validApplication(), firstName: 'Fenna', lastName: 'Zwartkop' }
    expect((await send('application', formData(data, { applicationCV: pdf() }))).status).toBe(200)
    const docs = await applicationsFrom(data.emailAddress, 1)
    const cv = docs[0].applicationCV as { filename: string }
    const email = `recruiter-${Date.now()}@example.nl`
    const password = 'een-sterk-wachtwoord-voor-tests'
    await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'editor' } })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const url = new URL(`/api/applicationFiles/file/${cv.filename}`, 'http://localhost')
    const response = await guardApi(REST_GET(config))(
      new Request(url, { headers: { authorization: `JWT ${token}` } }),
      { params: Promise.resolve({ slug: url.pathname.replace(/^\/api\//, '').split('/') }) },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Cv Fenna Zwartkop.pdf"')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('keeps application bodies in memory within a budget and answers the rest 503 busy', async () => {
    // Budget: one full-size body, 2 × 1 MB of files and 64 KB of fields.
    vi.stubEnv('FORM_MAX_FILE_MB', '1')
    vi.stubEnv('FORM_MAX_PARALLEL_UPLOADS', '1')
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    const waiting: Promise<void>[] = []
    const stalledBody = (first: Uint8Array) => {
      let read!: () => void
      waiting.push(new Promise<void>((resolve) => (read = resolve)))
      return new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(first)
        },
        async pull(controller) {
          read()
          await gate
          controller.enqueue(new TextEncoder().encode('--x\r\nkapot'))
          controller.close()
        },
      })
    }
    const headers = { 'content-type': 'multipart/form-data; boundary=x' }
    const sendStalled = (bytes: number) => send('application', stalledBody(new Uint8Array(bytes).fill(97)), { headers })
    try {
      // Four posts that sent their first bytes and stall hold next to nothing: others still get in.
      const slow = [64, 64, 64, 64].map(sendStalled)
      await Promise.all(waiting)
      expect((await send('application', formData(validApplication()))).status).toBe(200)
      // A body that filled most of the budget leaves no room for another large one.
      const large = sendStalled(1_500_000)
      await Promise.all(waiting)
      await new Promise((resolve) => setTimeout(resolve, 100))
      const busy = await send('application', new Uint8Array(1_000_000).fill(97), { headers })
      expect(busy.status).toBe(503)
      expect(busy.headers.get('retry-after')).toBe('10')
      expect(await busy.json()).toEqual({ errors: { form: [nl.forms.errors.busy] } })
      open()
      expect((await Promise.all([...slow, large])).map((response) => response.status)).toEqual([
        400, 400, 400, 400, 400,
      ])
      expect((await send('application', formData(validApplication()))).status).toBe(200)
    } finally {
      open()
      vi.unstubAllEnvs()
    }
  })

  it('leaves no record and no file behind when storing fails halfway, and answers 503', async () => {
    const before = await countStored(payload)
    const create = payload.create.bind(payload)
    vi.spyOn(payload, 'create').mockImplementation((async (options: Parameters<Payload['create']>[0]) => {
      if (options.collection === 'applications') throw new Error('database went away')
      return create(options)
    }) as Payload['create'])
    const response = await send(
      'application',
      formData(validApplication(), { applicationCV: pdf(), applicationMotivation: pdf('motivatie.pdf') }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ errors: { form: [nl.errors.formSubmit] } })
    vi.restoreAllMocks()
    expect(await countStored(payload)).toEqual(before)
  })
})

describe('mail through the job queue', () => {
  it('stores the submission while SMTP is down and sends the mail on a later attempt', async () => {
    const original = { email: payload.email, sendEmail: payload.sendEmail }
    const useTransport = async (transport: nodemailer.Transporter<object>) => {
      const adapter = await nodemailerAdapter({
        transport,
        skipVerify: true,
        defaultFromAddress: 'noreply@koersgroep.nl',
        defaultFromName: 'Koers Groep',
      })
      payload.email = adapter({ payload })
      payload.sendEmail = payload.email.sendEmail
    }
    try {
      const failing: nodemailer.Transport<object> = {
        name: 'failing',
        version: '1',
        send: (_mail, callback) => callback(new Error('SMTP server unreachable'), {}),
      }
      await useTransport(nodemailer.createTransport(failing))
      const data = validContact()
      const response = await send('contact', formData(data))
      expect(response.status).toBe(200)
      const { docs } = await payload.find({
        collection: 'contactMessages',
        where: { email: { equals: data.email } },
        overrideAccess: true,
      })
      expect(docs).toHaveLength(1)

      await payload.jobs.run({ queue: 'mail', limit: 100 })
      let jobs = await mailJobsFor('contactMessages', docs[0].id)
      expect(jobs).toHaveLength(2)
      for (const job of jobs) {
        expect(job).toMatchObject({ totalTried: 1, hasError: false, completedAt: null })
        expect(new Date(String(job.waitUntil)).getTime()).toBeGreaterThan(Date.now())
      }

      const sent: { to: string; subject: string; text: string }[] = []
      const capturing: nodemailer.Transport<object> = {
        name: 'capturing',
        version: '1',
        send: (mail, callback) => {
          sent.push(mail.data as (typeof sent)[number])
          callback(null, { messageId: 'test' })
        },
      }
      await useTransport(nodemailer.createTransport(capturing))
      // The back-off has passed.
      for (const job of jobs) {
        await payload.update({
          collection: 'payload-jobs',
          id: job.id,
          data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
          overrideAccess: true,
        })
      }
      await payload.jobs.run({ queue: 'mail', limit: 100 })
      jobs = await mailJobsFor('contactMessages', docs[0].id)
      for (const job of jobs) expect(job.completedAt).toBeTruthy()
      const mine = sent.filter((mail) => mail.text.includes(data.email) || mail.to === data.email)
      expect(mine.map((mail) => mail.to).sort()).toEqual(['inzendingen@koersgroep.nl', data.email].sort())
      const confirmation = mine.find((mail) => mail.to === data.email)!
      expect(confirmation.subject).toBe(nl.forms.mail.confirmationSubject.contact)
      expect(confirmation.text).not.toContain(data.message)
      const notification = mine.find((mail) => mail.to !== data.email)!
      expect(notification.text).toContain(data.message)
    } finally {
      payload.email = original.email
      payload.sendEmail = original.sendEmail
    }
  })
})

describe('retention', () => {
  it('plans deletion four weeks after closing, a year with consent, and deletes with the files', async () => {
    const data = validApplication()
    expect((await send('application', formData({ ...data }, { applicationCV: pdf() }))).status).toBe(200)
    const docs = await applicationsFrom(data.emailAddress, 0)
    const id = docs[0].id
    expect(docs[0].deleteAfter ?? null).toBeNull()
    const closed = await payload.update({
      collection: 'applications',
      id,
      data: { status: 'closed' },
      overrideAccess: true,
    })
    const days = (from: string | null | undefined, to: string | null | undefined) =>
      (new Date(String(to)).getTime() - new Date(String(from)).getTime()) / 86_400_000
    expect(days(closed.closedAt, closed.deleteAfter)).toBe(28)
    const consented = await payload.update({
      collection: 'applications',
      id,
      data: { consent: true },
      overrideAccess: true,
    })
    expect(consented.closedAt).toBe(closed.closedAt)
    expect(days(consented.closedAt, consented.deleteAfter)).toBe(365)
    const reopened = await payload.update({
      collection: 'applications',
      id,
      data: { status: 'inProgress', consent: false },
      overrideAccess: true,
    })
    expect(reopened.deleteAfter ?? null).toBeNull()
    const closedAgain = await payload.update({
      collection: 'applications',
      id,
      data: { status: 'closed' },
      overrideAccess: true,
    })

    // The database is shared with the other test files: look at this application and its CV only.
    const { deleteExpiredApplications } = await import('@/forms/retention')
    const exists = async (collection: 'applications' | 'applicationFiles', docId: number) =>
      (await payload.count({ collection, where: { id: { equals: docId } }, overrideAccess: true })).totalDocs === 1
    const cvId = Number(relationId(closedAgain.applicationCV))
    const cvFile = (
      await payload.findByID({ collection: 'applicationFiles', id: cvId, overrideAccess: true, depth: 0 })
    ).filename
    const staticDir = String(payload.collections.applicationFiles.config.upload.staticDir)
    const plannedAt = new Date(String(closedAgain.deleteAfter)).getTime()
    await deleteExpiredApplications(payload, new Date(plannedAt - 60_000))
    expect(await exists('applications', id)).toBe(true)
    expect(await deleteExpiredApplications(payload, new Date(plannedAt + 60_000))).toBeGreaterThanOrEqual(1)
    expect(await exists('applications', id)).toBe(false)
    expect(await exists('applicationFiles', cvId)).toBe(false)
    expect(fs.existsSync(path.join(staticDir, String(cvFile)))).toBe(false)
  })
})
