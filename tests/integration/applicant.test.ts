import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postErase } from '@/app/actions/module/application/erase/route'
import { POST as postLink } from '@/app/actions/module/application/link/route'
import { POST as postWithdraw } from '@/app/actions/module/application/withdraw/route'
import { deriveTokenKey, signToken } from '@/cms/signed-token'
import { applicantToken, findApplicationByToken, revokeApplicantLink } from '@/forms/applicant-link'
import { linkRequestsQueued, queueApplicantLinks } from '@/forms/applicant-link-request'
import { storeApplication } from '@/forms/store'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

import { minimalPdf } from '../fixtures/files'

import { nextAddress, validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'

// The test drives the job queue itself.
process.env.JOBS_AUTORUN = 'false'

let payload: Payload

beforeAll(async () => {
  // No seeded content is needed: the site's name and office address are enough for the mails.
  payload = await getMigratedPayload()
  const settings = await payload.findGlobal({ slug: 'siteSettings', overrideAccess: true })
  if (!settings.brandName) {
    await payload.updateGlobal({
      slug: 'siteSettings',
      data: { brandName: 'Koers Groep', email: 'info@koersgroep.nl', notificationEmail: 'inzendingen@koersgroep.nl' },
      overrideAccess: true,
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

type SentMail = { to: string; subject: string; text: string }

/** Runs the mail queue and gives back what it sent. */
async function runMail(): Promise<SentMail[]> {
  const sent: SentMail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SentMail)
  })
  await payload.jobs.run({ queue: 'mail', limit: 100 })
  return sent
}

async function apply(files = false): Promise<Application> {
  const input = validApplication()
  const pdf = {
    data: minimalPdf(),
    mimeType: 'application/pdf' as const,
    name: 'mijn-cv.pdf',
    size: minimalPdf().length,
  }
  return storeApplication(
    payload,
    { ...input, gender: 'v', consent: false },
    files ? { applicationCV: pdf, applicationMotivation: { ...pdf, name: 'motivatie.pdf' } } : {},
  )
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? ''

describe("the applicant's personal link", () => {
  it('comes in the confirmation mail, without personal data, and opens the application', async () => {
    const application = await apply()
    const sent = await runMail()
    const confirmation = sent.find((mail) => mail.to === application.emailAddress)!
    expect(confirmation.subject).toBe(nl.forms.mail.confirmationSubject.application)
    const url = /Bekijk je sollicitatie: (\S+)/.exec(confirmation.text)?.[1] ?? ''
    expect(new URL(url).pathname).toBe('/mijn-sollicitatie')
    for (const personal of [application.emailAddress, application.firstName, application.lastName]) {
      expect(decodeURIComponent(url)).not.toContain(personal)
      expect(Buffer.from(tokenOf(url).split('.')[0], 'base64url').toString()).not.toContain(personal)
    }
    expect(tokenOf(url)).toBe(applicantToken(payload, application))
    expect((await findApplicationByToken(payload, tokenOf(url)))?.id).toBe(application.id)
  })

  it('opens nothing when forged, mangled, of another use or signed with another secret', async () => {
    const application = await apply()
    const token = applicantToken(payload, application)
    const [body, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, s: application.id - 1 })).toString('base64url')
    const otherKey = deriveTokenKey(
      'another-secret-0123456789abcdef0123456789',
      'koers-applications',
      'application-token-v1',
    )
    const alertKey = deriveTokenKey(payload.secret, 'koers-vacancy-alerts', 'alert-token-v1')
    const nonce = String(claims.n)
    for (const bad of [
      `${forgedBody}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      signToken(otherKey, { purpose: 'application', subject: application.id, nonce }),
      signToken(alertKey, { purpose: 'application', subject: application.id, nonce }),
      signToken(alertKey, { purpose: 'manage', subject: application.id, nonce }),
      '',
      'abc',
      `${token}.x`,
    ]) {
      expect(await findApplicationByToken(payload, bad)).toBeNull()
    }
  })

  it("does not open another application with one application's nonce", async () => {
    const mine = await apply()
    const other = await apply()
    const key = deriveTokenKey(payload.secret, 'koers-applications', 'application-token-v1')
    const stored = await payload.findByID({ collection: 'applications', id: mine.id, overrideAccess: true })
    const crossed = signToken(key, { purpose: 'application', subject: other.id, nonce: stored.linkNonce ?? '' })
    expect(await findApplicationByToken(payload, crossed)).toBeNull()
    expect((await findApplicationByToken(payload, applicantToken(payload, other)))?.id).toBe(other.id)
  })

  it('stops working when revoked, and the new link works', async () => {
    const application = await apply()
    const old = applicantToken(payload, application)
    await revokeApplicantLink(payload, application.id)
    expect(await findApplicationByToken(payload, old)).toBeNull()
    const renewed = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    expect((await findApplicationByToken(payload, applicantToken(payload, renewed)))?.id).toBe(application.id)
  })

  it('expires at the retention date, and is the same link before and after that date is set', async () => {
    const application = await apply()
    const token = applicantToken(payload, application)
    const closed = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    expect(closed.deleteAfter).toBeTruthy()
    expect(applicantToken(payload, closed)).toBe(token)
    const deleteAfter = new Date(closed.deleteAfter!)
    expect((await findApplicationByToken(payload, token, new Date(deleteAfter.getTime() - 1000)))?.id).toBe(
      application.id,
    )
    expect(await findApplicationByToken(payload, token, deleteAfter)).toBeNull()
  })
})

/** Posts one of the page's forms as a browser without JavaScript does. */
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

const stored = (id: number) =>
  payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 0 })

describe("the applicant's actions", () => {
  it('withdraws only after the confirmation step, and confirms it by mail with the same link', async () => {
    const application = await apply()
    await runMail()
    const token = applicantToken(payload, application)
    const first = await post('withdraw', { token })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe(`/mijn-sollicitatie?token=${encodeURIComponent(token)}&stap=intrekken`)
    expect((await stored(application.id))?.status).toBe('new')

    const confirmed = await post('withdraw', { token, bevestigd: 'ja' })
    expect(confirmed.headers.get('location')).toContain('ingetrokken=1')
    const withdrawn = await stored(application.id)
    expect(withdrawn?.status).toBe('withdrawn')
    // Withdrawing ends the application: its retention period starts.
    expect(withdrawn?.deleteAfter).toBeTruthy()
    const sent = await runMail()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: application.emailAddress, subject: nl.applicant.mail.withdrawnSubject })
    expect(sent[0].text).toContain(`/mijn-sollicitatie?token=${token}`)
    expect((await findApplicationByToken(payload, token))?.status).toBe('withdrawn')
  })

  it('changes nothing for a forged token', async () => {
    const application = await apply()
    const token = applicantToken(payload, application)
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`
    const response = await post('erase', { token: forged, bevestigd: 'ja' })
    expect(response.headers.get('location')).toBe(`/mijn-sollicitatie?token=${encodeURIComponent(forged)}`)
    expect(await stored(application.id)).toBeTruthy()
    await post('withdraw', { token: forged, bevestigd: 'ja' })
    expect((await stored(application.id))?.status).toBe('new')
  })

  it('erases the application and its files, keeping an anonymous trace, and confirms by mail', async () => {
    const application = await apply(true)
    await runMail()
    const fileIds = [application.applicationCV, application.applicationMotivation].map((file) =>
      typeof file === 'object' && file ? file.id : file,
    )
    expect(fileIds.every((id) => typeof id === 'number')).toBe(true)
    const staticDir = payload.collections.applicationFiles.config.upload.staticDir!
    const files = await Promise.all(
      fileIds.map(async (id) => {
        const file = await payload.findByID({ collection: 'applicationFiles', id: id as number, overrideAccess: true })
        return path.join(staticDir, file.filename!)
      }),
    )
    for (const file of files) expect(fs.existsSync(file)).toBe(true)
    const token = applicantToken(payload, application)
    const before = (await payload.count({ collection: 'erasedApplications', overrideAccess: true })).totalDocs
    const logged: unknown[] = []
    vi.spyOn(payload.logger, 'info').mockImplementation(((entry: unknown) => logged.push(entry)) as never)

    const first = await post('erase', { token })
    expect(first.headers.get('location')).toContain('stap=verwijderen')
    expect(await stored(application.id)).toBeTruthy()

    const confirmed = await post('erase', { token, bevestigd: 'ja' })
    expect(confirmed.headers.get('location')).toBe('/mijn-sollicitatie/verwijderd')
    expect(await stored(application.id)).toBeNull()
    for (const id of fileIds) {
      expect(
        await payload.findByID({
          collection: 'applicationFiles',
          id: id as number,
          overrideAccess: true,
          disableErrors: true,
        }),
      ).toBeNull()
    }
    for (const file of files) expect(fs.existsSync(file)).toBe(false)
    expect(await findApplicationByToken(payload, token)).toBeNull()

    const traces = await payload.find({
      collection: 'erasedApplications',
      sort: '-id',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
    expect(traces.totalDocs).toBe(before + 1)
    const trace = traces.docs[0]
    expect(trace).toMatchObject({ appliedAt: application.createdAt, outcome: 'new' })
    const traceText = JSON.stringify(trace)
    for (const personal of [application.emailAddress, application.firstName, application.lastName, 'mijn-cv']) {
      expect(traceText).not.toContain(personal)
    }
    const logText = JSON.stringify(logged)
    expect(logText).toContain('erased')
    for (const personal of [application.emailAddress, application.firstName, application.lastName]) {
      expect(logText).not.toContain(personal)
    }

    vi.restoreAllMocks()
    const sent = await runMail()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: application.emailAddress, subject: nl.applicant.mail.erasedSubject })
    expect(sent[0].text).not.toContain('mijn-sollicitatie')

    // Posting again (a second tab, a reload) finds nothing and leads to the page that says so.
    const again = await post('erase', { token, bevestigd: 'ja' })
    expect(again.headers.get('location')).toBe(`/mijn-sollicitatie?token=${encodeURIComponent(token)}`)
  })
})

function requestLink(email: string): Promise<Response> {
  return postLink(
    new Request('http://localhost/actions/module/application/link', {
      method: 'POST',
      body: new URLSearchParams({ email }),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': nextAddress(),
      },
    }),
  )
}

describe('asking for the link again', () => {
  it('answers a known and an unknown address alike, and mails the link only to the known one', async () => {
    const application = await apply()
    await runMail()
    const unknown = `niemand.${Date.now()}@example.nl`
    const known = await requestLink(application.emailAddress.toUpperCase())
    const stranger = await requestLink(unknown)
    for (const response of [known, stranger]) {
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/mijn-sollicitatie/link-aanvragen?aangevraagd=1')
      expect(await response.text()).toBe('')
    }
    await linkRequestsQueued()
    const sent = await runMail()
    expect(sent.map((mail) => mail.to)).toEqual([application.emailAddress])
    expect(sent[0].subject).toBe(nl.applicant.mail.linkSubject)
    expect(sent[0].text).toContain(`/mijn-sollicitatie?token=${applicantToken(payload, application)}`)
  })

  it('sends no link for an application past its retention date', async () => {
    const application = await apply()
    await runMail()
    const closed = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'rejected' },
      overrideAccess: true,
    })
    expect(await queueApplicantLinks(payload, application.emailAddress)).toBe(1)
    await runMail()
    const pastRetention = new Date(new Date(closed.deleteAfter!).getTime() + 1000)
    expect(await queueApplicantLinks(payload, application.emailAddress, pastRetention)).toBe(0)
  })

  it('sends an invalid address back to the form, without it in the URL', async () => {
    const response = await requestLink('geen-adres')
    expect(response.headers.get('location')).toBe('/mijn-sollicitatie/link-aanvragen?fout=email')
  })
})
