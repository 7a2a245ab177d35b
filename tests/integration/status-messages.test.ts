import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { applicantLink } from '@/forms/applicant-link'
import { renderStatusMessage, statusMessageEndpoint } from '@/forms/status-message'
import { nl } from '@/i18n/nl'
import type { User } from '@/payload-types'

import { validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

// The test drives the job queue itself.

let payload: Payload
let editor: User & { collection: 'users' }

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
  const user = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `recruiter-${Date.now()}@example.nl`,
      password: 'een-lang-wachtwoord-123',
      role: 'editor',
      name: 'Rik Recruiter',
    },
  })
  editor = { ...user, collection: 'users' }
}, 900_000)

afterEach(() => {
  vi.restoreAllMocks()
})

function applicationData(vacancy?: number): RequiredDataFromCollectionSlug<'applications'> {
  return { ...validApplication(), gender: 'v', status: 'new', vacancy }
}

async function createApplication(vacancy?: number) {
  return payload.create({ collection: 'applications', overrideAccess: true, data: applicationData(vacancy) })
}

async function createVacancy() {
  const recruiter = await payload.create({
    collection: 'recruiters',
    overrideAccess: true,
    data: { name: 'Romy de Vries', email: `romy.${Date.now()}@koersgroep.nl` },
  })
  const title = `Monteur ${Date.now()}`
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
      recruiter: recruiter.id,
      _status: 'published',
    },
  })
}

const statusJobs = async (submissionId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      overrideAccess: true,
      pagination: false,
      where: { queue: { equals: 'mail' }, completedAt: { exists: false } },
    })
  ).docs.filter((job) => {
    const input = job.input
    return (
      typeof input === 'object' &&
      input !== null &&
      !Array.isArray(input) &&
      input.submissionId === submissionId &&
      input.recipient === 'status'
    )
  })

type SentMail = { to: string; subject: string; text: string }

/** The minute a recruiter's mail waits has passed. */
const makeDue = (job: number) =>
  payload.update({
    collection: 'payload-jobs',
    id: job,
    data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })

async function runMail(): Promise<SentMail[]> {
  const sent: SentMail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SentMail)
  })
  await payload.jobs.run({ queue: 'mail', limit: 100 })
  return sent
}

describe('status message templates', () => {
  it('fills the placeholders and leaves other braces alone', () => {
    expect(
      renderStatusMessage(
        { subject: 'Hallo {naam}', body: '{naam} voor {vacature}, groet {recruiter} {onbekend}' },
        { naam: 'Fatima', vacature: 'Monteur', recruiter: 'Romy' },
      ),
    ).toEqual({ subject: 'Hallo Fatima', body: 'Fatima voor Monteur, groet Romy {onbekend}' })
  })

  it('starts with the Dutch defaults', async () => {
    const templates = await payload.findGlobal({ slug: 'statusMessages', overrideAccess: true })
    expect(templates.invited?.subject).toBe(nl.statusMessages.defaults.invited.subject)
    expect(templates.invited?.body).toContain('{naam}')
  })

  it('renders the preview with the applicant, the vacancy and its recruiter', async () => {
    const vacancy = await createVacancy()
    const application = await createApplication(vacancy.id)
    const request = Object.assign(new Request(`http://localhost/api/applications/${application.id}/status-message`), {
      payload,
      user: editor,
      routeParams: { id: String(application.id) },
      searchParams: new URLSearchParams({ status: 'invited' }),
      context: {},
    })
    const response = await statusMessageEndpoint.handler(request as never)
    expect(response.status).toBe(200)
    const message: { subject: string; body: string } = await response.json()
    expect(message.subject).toBe(nl.statusMessages.defaults.invited.subject)
    expect(message.body).toContain(`Beste ${application.firstName} ${application.lastName},`)
    expect(message.body).toContain(vacancy.title)
    expect(message.body).toContain('Romy de Vries')
    expect(message.body).not.toMatch(/\{(naam|vacature|recruiter)\}/)
  })
})

describe('a status change in the admin', () => {
  it('queues the text the recruiter approved and mails it to the applicant', async () => {
    const application = await createApplication()
    await payload.update({
      collection: 'applications',
      id: application.id,
      overrideAccess: false,
      user: editor,
      data: {
        status: 'invited',
        statusMessageSend: true,
        statusMessageSubject: 'Uitnodiging',
        statusMessageBody: 'Beste Fatima, kom je dinsdag langs?',
      },
    })
    const jobs = await statusJobs(application.id)
    expect(jobs).toHaveLength(1)
    expect(jobs[0].input).toMatchObject({ subject: 'Uitnodiging', body: 'Beste Fatima, kom je dinsdag langs?' })
    // It waits a minute, so that the recruiter can still stop it.
    expect(Date.parse(jobs[0].waitUntil ?? '') - Date.now()).toBeGreaterThan(50_000)
    expect((await runMail()).filter((mail) => mail.to === application.emailAddress)).toEqual([])
    await makeDue(jobs[0].id)
    const sent = await runMail()
    expect(sent).toContainEqual(
      expect.objectContaining({
        to: application.emailAddress,
        subject: 'Uitnodiging',
        // With the personal link, as every mail about the application.
        text: `Beste Fatima, kom je dinsdag langs?\n\nBekijk je sollicitatie: ${applicantLink(payload, application)}`,
      }),
    )
    // The text went with the job; nothing of it is stored on the application.
    const stored = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(stored.status).toBe('invited')
    expect(stored.statusMessageBody).toBeUndefined()
  })

  it('queues nothing when the box is unticked', async () => {
    const application = await createApplication()
    await payload.update({
      collection: 'applications',
      id: application.id,
      overrideAccess: false,
      user: editor,
      data: { status: 'rejected', statusMessageSend: false, statusMessageSubject: 'X', statusMessageBody: 'Y' },
    })
    expect(await statusJobs(application.id)).toHaveLength(0)
  })

  it('queues nothing without a status change, on create, or for a change outside the admin', async () => {
    const message = { statusMessageSend: true, statusMessageSubject: 'Onderwerp', statusMessageBody: 'Tekst' }
    const created = await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: { ...applicationData(), ...message },
    })
    await payload.update({
      collection: 'applications',
      id: created.id,
      overrideAccess: false,
      user: editor,
      data: { phoneNumber: '06 87654321', ...message },
    })
    await payload.update({
      collection: 'applications',
      id: created.id,
      overrideAccess: true,
      data: { status: 'inProgress', ...message },
    })
    expect(await statusJobs(created.id)).toHaveLength(0)
  })
})

describe('the applications list filters', () => {
  it('finds applications by vacancy, status and the vacancy’s recruiter', async () => {
    const vacancy = await createVacancy()
    const recruiter = typeof vacancy.recruiter === 'object' ? vacancy.recruiter?.id : vacancy.recruiter
    const application = await createApplication(vacancy.id)
    await createApplication()
    const byRecruiter = await payload.find({
      collection: 'applications',
      overrideAccess: false,
      user: editor,
      where: { and: [{ recruiter: { equals: recruiter } }, { status: { equals: 'new' } }] },
    })
    expect(byRecruiter.docs.map((doc) => doc.id)).toEqual([application.id])
    const byVacancy = await payload.find({
      collection: 'applications',
      overrideAccess: false,
      user: editor,
      depth: 1,
      where: { vacancy: { equals: vacancy.id } },
    })
    expect(byVacancy.docs.map((doc) => doc.id)).toEqual([application.id])
    const recruiterOf = byVacancy.docs[0].recruiter
    expect(typeof recruiterOf === 'object' ? recruiterOf?.id : recruiterOf).toBe(recruiter)
  })
})
