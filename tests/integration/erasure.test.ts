import { createClient } from '@libsql/client'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postErase } from '@/app/actions/module/application/erase/route'
import { ATS_QUEUE } from '@/ats/deliver'
import { applicantToken } from '@/forms/applicant-link'
import { drainMailQueue } from '@/forms/jobs'
import { deleteExpiredApplications } from '@/forms/retention'
import { storeApplication } from '@/forms/store'
import type { Application, User } from '@/payload-types'

import { startAtsReceiver } from './ats-receiver'
import { getMigratedPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'

const SECRET = 'erasure-secret-0123456789abcdef'

vi.hoisted(() => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ATS_WEBHOOK_SECRET = 'erasure-secret-0123456789abcdef'
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
    data: { email: `wis-${Date.now()}@example.nl`, password: 'een-lang-wachtwoord-123', role: 'editor', name: 'Wim' },
  })
})

afterAll(async () => {
  await receiver.stop()
})

/**
 * The erasure events the ATS took in for one application, once the ATS queue has run: the queue
 * also holds what earlier test files left, so it runs until this application's event is through.
 */
async function erasedEventsFor(applicationId: number) {
  const erased = () =>
    receiver.state.taken
      .filter((entry) => entry.message.event === 'application.erased')
      .map((entry) => entry.message.application)
      .filter((application) => application.id === applicationId)
  for (let run = 0; run < 10 && erased().length === 0; run++) await payload.jobs.run({ queue: ATS_QUEUE, limit: 100 })
  return erased()
}

/** Strings no other test writes, so that a hit in the file can only be this application's. */
function personal() {
  const mark = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return {
    firstName: `Voornaam${mark}`,
    lastName: `Achternaam${mark}`,
    emailAddress: `adres.${mark}@example.nl`,
    message: `Opmerking van de sollicitant ${mark}`,
    note: `Notitie van de recruiter ${mark}`,
  }
}

/** An application with a CV, a recruiter's note and a status message (which names the applicant) sent and one queued. */
async function applicationWithHistory(data: ReturnType<typeof personal>): Promise<Application> {
  const application = await storeApplication(
    payload,
    {
      gender: 'v',
      firstName: data.firstName,
      lastName: data.lastName,
      emailAddress: data.emailAddress,
      phoneNumber: '06 12345678',
      message: data.message,
      consent: false,
    },
    { applicationCV: { data: minimalPdf(), mimeType: 'application/pdf', name: 'cv.pdf', size: minimalPdf().length } },
  )
  const changeStatus = (status: Application['status']) =>
    payload.update({
      collection: 'applications',
      id: application.id,
      data: {
        status,
        statusMessageSend: true,
        statusMessageSubject: `Over je sollicitatie, ${data.firstName}`,
        statusMessageBody: `Beste ${data.firstName} ${data.lastName}, ${status}.`,
      },
      user: recruiter,
      overrideAccess: true,
    })
  await payload.create({
    collection: 'applicationTimeline',
    data: { application: application.id, kind: 'note', body: data.note, at: new Date().toISOString() },
    overrideAccess: true,
  })
  await changeStatus('inProgress')
  await runMail()
  await payload.jobs.run({ queue: ATS_QUEUE, limit: 50 })
  // This one stays queued: the erasure must take it along.
  await changeStatus('invited')
  return application
}

async function runMail() {
  vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
  await payload.jobs.run({ queue: 'mail', limit: 100 })
  vi.restoreAllMocks()
}

/** Where each of the strings still occurs: in the database file after a checkpoint, and in the job queue. */
async function traces(data: ReturnType<typeof personal>) {
  const url = process.env.DATABASE_URL ?? ''
  const client = createClient({ url })
  try {
    const checkpoint = await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    expect(Number(checkpoint.rows[0][0])).toBe(0)
    const jobs = await client.execute(
      `select j.input as input, l.input as log_input, l.output as log_output from payload_jobs j
       left join payload_jobs_log l on l._parent_id = j.id`,
    )
    const jobText = JSON.stringify(jobs.rows)
    const file = fileURLToPath(new URL(url.replace(/^file:/, 'file://')))
    const bytes = Buffer.concat(
      [file, `${file}-wal`].filter((path) => fs.existsSync(path)).map((path) => fs.readFileSync(path)),
    )
    return Object.fromEntries(
      Object.entries(data).map(([field, value]) => [
        field,
        { inFile: bytes.includes(Buffer.from(value)), inJobs: jobText.includes(value) },
      ]),
    )
  } finally {
    client.close()
  }
}

const nowhere = (data: ReturnType<typeof personal>) =>
  Object.fromEntries(Object.keys(data).map((field) => [field, { inFile: false, inJobs: false }]))

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('erasure leaves nothing behind', () => {
  it('erased by the applicant: nothing of it in the database file or the job queue, and the ATS is told', async () => {
    const data = personal()
    const application = await applicationWithHistory(data)
    // Before: the strings are there (the check can see them).
    const before = await traces(data)
    expect(before.note.inFile).toBe(true)
    expect(before.firstName.inJobs).toBe(true)

    const response = await postErase(
      new Request('http://localhost/actions/module/application/erase', {
        method: 'POST',
        body: new URLSearchParams({ token: applicantToken(payload, application), bevestigd: 'ja' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      }),
    )
    expect(response.status).toBe(303)
    // The erasure's confirmation goes out, and its job (the address's last copy) goes with it.
    vi.spyOn(payload, 'sendEmail').mockResolvedValue(undefined)
    await payload.jobs.run({ queue: 'mail', limit: 100 })
    await drainMailQueue(payload)
    vi.restoreAllMocks()
    expect(await traces(data)).toEqual(nowhere(data))

    expect(await erasedEventsFor(application.id)).toEqual([{ id: application.id }])
  })

  it('erased by retention: the same', async () => {
    const data = personal()
    const application = await applicationWithHistory(data)
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    await runMail()
    const expired = await deleteExpiredApplications(payload, new Date(Date.now() + 400 * 24 * 60 * 60 * 1000))
    expect(expired).toBeGreaterThanOrEqual(1)
    expect(await traces(data)).toEqual(nowhere(data))
    expect(await erasedEventsFor(application.id)).toEqual([{ id: application.id }])
  })
})
