import { REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { ATS_QUEUE, DELIVER_APPLICATION } from '@/ats/deliver'
import { guardApi } from '@/cms/api-guard'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { storeApplication, storeContactMessage } from '@/forms/store'
import { SUBMISSION_SETTLE_MS, queueMissingSubmissionJobs } from '@/forms/submission-repair'
import { nl } from '@/i18n/nl'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'

vi.hoisted(() => {
  // The test drives the queues itself; with an ATS configured, an application has three jobs.
  process.env.JOBS_AUTORUN = 'false'
  process.env.ATS_WEBHOOK_URL = 'http://127.0.0.1:9/'
  process.env.ATS_WEBHOOK_SECRET = 'atomic-units-secret-0123456789'
})

let payload: Payload

beforeAll(async () => {
  payload = await getMigratedPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const contact = () => ({
  name: 'Sanne de Vries',
  phoneNumber: '06 12345678',
  email: `sanne.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
  message: 'Ik zoek werk als verpleegkundige.',
})

const application = () => ({
  gender: 'v' as const,
  firstName: 'Fatima',
  lastName: 'El Amrani',
  emailAddress: `fatima.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
  phoneNumber: '06 12345678',
  message: 'Graag kom ik langs.',
  consent: false,
})

/** The jobs queued for one submission, as `queue/task/recipient` (the ATS delivery has no recipient). */
async function jobsOf(collection: 'applications' | 'contactMessages', id: number): Promise<string[]> {
  // Queued since the submission was stored: SQLite may give a deleted submission's id (whose jobs
  // an earlier file left behind) to a new one.
  const { createdAt } = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { createdAt: { greater_than_equal: createdAt } },
        {
          or: [
            { and: [{ 'input.collection': { equals: collection } }, { 'input.submissionId': { equals: id } }] },
            ...(collection === 'applications' ? [{ 'input.applicationId': { equals: id } }] : []),
          ],
        },
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
    .map((job) => {
      const input = job.input as { recipient?: string }
      return [job.queue, job.taskSlug, input.recipient].filter(Boolean).join('/')
    })
    .sort()
}

const CONTACT_JOBS = [`${MAIL_QUEUE}/${SEND_SUBMISSION_MAIL}/office`, `${MAIL_QUEUE}/${SEND_SUBMISSION_MAIL}/sender`]
const APPLICATION_JOBS = [`${ATS_QUEUE}/${DELIVER_APPLICATION}`, ...CONTACT_JOBS]

/** The process stops between the record and its jobs (kill -9): the queue insert never returns. */
function dieAtTheQueue() {
  vi.spyOn(payload.jobs, 'queue').mockImplementation(() => new Promise(() => {}))
}

async function newest(collection: 'applications' | 'contactMessages', email: string) {
  const field = collection === 'applications' ? 'emailAddress' : 'email'
  for (let tries = 0; tries < 100; tries++) {
    const { docs } = await payload.find({
      collection,
      where: { [field]: { equals: email } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0]
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`No ${collection} stored`)
}

/** On PostgreSQL a unit is one transaction, which a killed process never commits: only SQLite needs the repair. */
const sqliteOnly = it.skipIf(process.env.TEST_DATABASE === 'postgres')

describe('a submission is stored with its jobs or not at all', () => {
  it('takes the record back when queueing its jobs fails', async () => {
    vi.spyOn(payload.jobs, 'queue').mockRejectedValue(new Error('disk full'))
    const input = contact()
    await expect(storeContactMessage(payload, input, 'person')).rejects.toThrow('disk full')
    const { totalDocs } = await payload.count({
      collection: 'contactMessages',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })

  sqliteOnly('queues the jobs of a contact message whose process died before it queued them, once', async () => {
    const input = contact()
    dieAtTheQueue()
    void storeContactMessage(payload, input, 'person')
    const stored = await newest('contactMessages', input.email)
    vi.restoreAllMocks()
    expect(await jobsOf('contactMessages', stored.id)).toEqual([])

    // Not yet settled: a unit that is still running is left alone.
    await queueMissingSubmissionJobs(payload)
    expect(await jobsOf('contactMessages', stored.id)).toEqual([])

    const later = new Date(Date.now() + SUBMISSION_SETTLE_MS + 1000)
    await queueMissingSubmissionJobs(payload, later)
    await queueMissingSubmissionJobs(payload, later)
    expect(await jobsOf('contactMessages', stored.id)).toEqual(CONTACT_JOBS)
  })

  sqliteOnly('queues the missing mail and ATS delivery of an application, and nothing twice', async () => {
    const input = application()
    dieAtTheQueue()
    void storeApplication(payload, input, {})
    const stored = await newest('applications', input.emailAddress)
    vi.restoreAllMocks()
    // One of its jobs made it before the process died.
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: stored.id, recipient: 'office' },
    })
    const later = new Date(Date.now() + SUBMISSION_SETTLE_MS + 1000)
    await queueMissingSubmissionJobs(payload, later)
    await queueMissingSubmissionJobs(payload, later)
    expect(await jobsOf('applications', stored.id)).toEqual(APPLICATION_JOBS)

    // A whole submission gets nothing more.
    const whole = await storeApplication(payload, application(), {})
    await queueMissingSubmissionJobs(payload, later)
    expect(await jobsOf('applications', whole.id)).toEqual(APPLICATION_JOBS)
  })
})

describe('an editor’s document is stored whole or not at all', () => {
  const post = guardApi(REST_POST(config))

  it('refuses a vacancy whose blocks share an id with a 4xx and stores nothing', async () => {
    const email = `redacteur-${Date.now()}@example.nl`
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password: 'een-lang-wachtwoord-123', role: 'editor', name: 'Redacteur' },
    })
    const { token } = await payload.login({
      collection: 'users',
      data: { email, password: 'een-lang-wachtwoord-123' },
    })
    const title = `Dubbele blokken ${Date.now()}`
    const block = { id: '6751d1f0a1b2c3d4e5f60718', blockType: 'quote', blockContent: 'Een citaat.' }
    const response = await post(
      new Request('http://localhost/api/vacancies', {
        method: 'POST',
        headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({
          title,
          slug: title.toLowerCase().replace(/\W+/g, '-'),
          vacancyLocation: 'Utrecht',
          datePosted: new Date().toISOString(),
          _status: 'published',
          pageContentMatrixSimple: [block, { ...block, blockContent: 'Nog een.' }],
        }),
      }),
      { params: Promise.resolve({ slug: ['vacancies'] }) },
    )
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const answer = (await response.json()) as { errors: Array<{ message: string; data?: unknown }> }
    expect(JSON.stringify(answer)).toContain(nl.api.duplicateRowId)
    const { totalDocs } = await payload.count({
      collection: 'vacancies',
      where: { title: { equals: title } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(0)
  })
})
