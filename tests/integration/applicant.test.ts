import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as postDocumentsRoute } from '@/app/actions/module/application/documents/route'
import { POST as postDownload } from '@/app/actions/module/application/download/route'
import { POST as postErase } from '@/app/actions/module/application/erase/route'
import { POST as postLink } from '@/app/actions/module/application/link/route'
import { POST as postWithdraw } from '@/app/actions/module/application/withdraw/route'
import { loadRouteMemoryFrom } from '@/cms/route-memory-sync'
import { deriveTokenKey, signToken } from '@/data/signed-token'
import { receivedDocuments } from '@/forms/applicant-data'
import { documentErrorsFromQuery } from '@/forms/applicant-documents'
import {
  APPLICANT_LINK_LIFETIME_DAYS,
  applicantToken,
  findApplicationByToken,
  replaceApplicantLink,
} from '@/forms/applicant-link'
import { linkRequestsQueued, queueApplicantLinks } from '@/forms/applicant-link-request'
import { MAIL_QUEUE, SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { storeApplication } from '@/forms/store'
import { nlNewApplicantLinkPanel } from '@/i18n/admin'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'
import { resetRouteMemory } from '@/routing/route-memory'

import { countStored, nextAddress, validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'
import { minimalPdf } from '../fixtures/files'
import { windowsExecutable } from '../fixtures/uploads'

// The test drives the job queue itself.

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

async function apply(files = false, emailAddress?: string): Promise<Application> {
  const input = { ...validApplication(), ...(emailAddress ? { emailAddress } : {}) }
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

/** The personal link's token in a mail's text. */
const tokenIn = (text: string) =>
  tokenOf(/(https?:\/\/\S+\/mijn-sollicitatie\?token=\S+)/.exec(text)?.[1] ?? 'http://x')

const DAY_MS = 24 * 60 * 60 * 1000

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
      `${body}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`,
      `${body}.${signature.slice(0, -1)}${String.fromCharCode(signature.charCodeAt(signature.length - 1) + 1)}`,
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

  it('stops working when replaced, and the new link works', async () => {
    const application = await apply()
    const old = applicantToken(payload, application)
    await replaceApplicantLink(payload, application.id)
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

describe("the personal link's lifetime", () => {
  it(`ends ${APPLICANT_LINK_LIFETIME_DAYS} days after the last mail that carried it, and each such mail renews it`, async () => {
    const application = await apply()
    const mailedAt = Date.now()
    const confirmation = (await runMail()).find((mail) => mail.to === application.emailAddress)!
    const token = tokenIn(confirmation.text)
    expect(token).toBe(applicantToken(payload, application))
    const expiresAt = new Date((await stored(application.id))!.linkExpiresAt!)
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(mailedAt + APPLICANT_LINK_LIFETIME_DAYS * DAY_MS)
    expect(expiresAt.getTime()).toBeLessThan(Date.now() + APPLICANT_LINK_LIFETIME_DAYS * DAY_MS + 1000)
    const before = new Date(expiresAt.getTime() - 1000)
    expect((await findApplicationByToken(payload, token, before))?.id).toBe(application.id)
    expect(await findApplicationByToken(payload, token, expiresAt)).toBeNull()

    // Past its stored expiry the link opens nothing: the page's 404 that offers a new link.
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { linkExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect(await findApplicationByToken(payload, token)).toBeNull()
    // The proxy decides from the route memory, which the server loads when it starts.
    const { proxy } = await import('@/proxy')
    const { NextRequest } = await import('next/server')
    resetRouteMemory()
    await loadRouteMemoryFrom(payload)
    const answer = await proxy(new NextRequest(`http://localhost/mijn-sollicitatie?token=${encodeURIComponent(token)}`))
    resetRouteMemory()
    expect(answer.headers.get('x-middleware-rewrite')).toMatch(/\/_not-found|404/)
    await post('withdraw', { token, bevestigd: 'ja' })
    expect((await stored(application.id))?.status).toBe('new')

    // The next mail about the application carries the same link, which works again for a lifetime.
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: application.id, recipient: 'documents' },
    })
    const renewedAt = Date.now()
    const [documents] = await runMail()
    expect(tokenIn(documents.text)).toBe(token)
    const renewed = new Date((await stored(application.id))!.linkExpiresAt!)
    expect(renewed.getTime()).toBeGreaterThanOrEqual(renewedAt + APPLICANT_LINK_LIFETIME_DAYS * DAY_MS)
    expect((await findApplicationByToken(payload, token))?.id).toBe(application.id)
  })

  it("is not renewed by the office's notices, which carry no link", async () => {
    const application = await apply()
    await runMail()
    const past = new Date(Date.now() - 1000).toISOString()
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { linkExpiresAt: past },
      overrideAccess: true,
    })
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection: 'applications', submissionId: application.id, recipient: 'officeDocuments' },
    })
    const [notice] = await runMail()
    expect(notice.to).not.toBe(application.emailAddress)
    expect(notice.text).not.toContain('token=')
    expect(await findApplicationByToken(payload, applicantToken(payload, application))).toBeNull()
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
    // The applicant's confirmation, and the recruiter's notice (without a recruiter: the office).
    const sent = await runMail()
    expect(sent).toHaveLength(2)
    const confirmation = sent.find((mail) => mail.to === application.emailAddress)
    expect(confirmation).toMatchObject({ subject: nl.applicant.mail.withdrawnSubject })
    expect(confirmation?.text).toContain(`/mijn-sollicitatie?token=${token}`)
    expect(sent.find((mail) => mail.to !== application.emailAddress)?.subject).toBe(
      nl.forms.mail.withdrawnNotificationSubject(`${application.firstName} ${application.lastName}`, null),
    )
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
    const replaced = (await stored(application.id))!
    expect(sent[0].text).toContain(`/mijn-sollicitatie?token=${applicantToken(payload, replaced)}`)
  })

  it('replaces the link: the old one stops working at once and the new one is mailed', async () => {
    const application = await apply()
    await runMail()
    const old = applicantToken(payload, application)
    await requestLink(application.emailAddress)
    await linkRequestsQueued()
    // Before the mail has gone: whoever holds the old link can no longer open the application.
    expect(await findApplicationByToken(payload, old)).toBeNull()
    const [mail] = await runMail()
    expect(mail.to).toBe(application.emailAddress)
    const fresh = tokenIn(mail.text)
    expect(fresh).not.toBe(old)
    expect((await findApplicationByToken(payload, fresh))?.id).toBe(application.id)
  })

  it('finds the address whole and in any case: addresses that contain it do not crowd it out', async () => {
    const local = `jan.${Date.now()}.${Math.random().toString(36).slice(2)}`
    const victim = await apply(false, `${local}@gmail.com`)
    for (let n = 0; n < 21; n++) await apply(false, `mar${local}@gmail.com`)
    await apply(false, `${local}@gmail.com.example.nl`)
    await runMail()
    await requestLink(`  ${local.toUpperCase()}@GMAIL.com `)
    await linkRequestsQueued()
    const sent = await runMail()
    expect(sent.map((mail) => mail.to)).toEqual([victim.emailAddress])
    expect((await findApplicationByToken(payload, tokenIn(sent[0].text)))?.id).toBe(victim.id)
  })

  it('mails one address at most once in the window, however many senders ask, and answers all alike', async () => {
    const application = await apply()
    await runMail()
    const spellings = [application.emailAddress, application.emailAddress.toUpperCase(), ` ${application.emailAddress}`]
    const answers: Response[] = []
    // Each request from another client address: the per-sender limit never comes into play.
    for (let n = 0; n < 19; n++) answers.push(await requestLink(spellings[n % spellings.length]))
    await linkRequestsQueued()
    for (const answer of answers) {
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/mijn-sollicitatie/link-aanvragen?aangevraagd=1')
    }
    const sent = await runMail()
    expect(sent.map((mail) => mail.to)).toEqual([application.emailAddress])
    // The link in that one mail still works: the requests that were not mailed replaced nothing.
    expect((await findApplicationByToken(payload, tokenIn(sent[0].text)))?.id).toBe(application.id)
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

describe("an editor's new personal link", () => {
  async function postNewLink(id: number | string, token?: string): Promise<Response> {
    const { default: config } = await import('@payload-config')
    const { REST_POST } = await import('@payloadcms/next/routes')
    return REST_POST(config)(
      new Request(`http://localhost/api/applications/${id}/new-link`, {
        method: 'POST',
        headers: token ? { Authorization: `JWT ${token}` } : {},
      }),
      { params: Promise.resolve({ slug: ['applications', String(id), 'new-link'] }) },
    )
  }

  it('replaces the link and mails the new one; nobody signed out may, and an unknown application is a 404', async () => {
    const email = `redacteur.link.${Date.now()}@koersgroep.nl`
    const password = 'een-lang-genoeg-wachtwoord-123'
    await payload.create({
      collection: 'users',
      data: { email, password, name: 'Rik Recruiter', role: 'editor' },
      overrideAccess: true,
    })
    const { token: session } = await payload.login({ collection: 'users', data: { email, password } })
    const application = await apply()
    await runMail()
    const old = applicantToken(payload, application)

    const anonymous = await postNewLink(application.id)
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).errors[0].message).toBe(nl.forms.admin.newLink.notAllowed)
    expect((await findApplicationByToken(payload, old))?.id).toBe(application.id)

    const response = await postNewLink(application.id, session)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: nlNewApplicantLinkPanel.sent })
    expect(await findApplicationByToken(payload, old)).toBeNull()
    const [mail] = await runMail()
    expect(mail).toMatchObject({ to: application.emailAddress, subject: nl.applicant.mail.newLinkSubject })
    const fresh = tokenIn(mail.text)
    expect(fresh).not.toBe(old)
    expect((await findApplicationByToken(payload, fresh))?.id).toBe(application.id)

    const unknown = await postNewLink(999_999_999, session)
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).errors[0].message).toBe(nl.forms.admin.newLink.notFound)
    expect((await postNewLink('abc', session)).status).toBe(400)
  })
})

/** Posts the page's documents form, as a browser without JavaScript (HTML) or a script (JSON) does. */
function postDocuments(
  token: string,
  files: Record<string, File>,
  accept: 'html' | 'json' = 'html',
): Promise<Response> {
  const form = new FormData()
  form.append('token', token)
  for (const [name, file] of Object.entries(files)) form.append(name, file)
  return postDocumentsRoute(
    new Request(`http://localhost/actions/module/application/documents?${new URLSearchParams({ token })}`, {
      method: 'POST',
      body: form,
      headers: { accept: accept === 'html' ? 'text/html' : 'application/json', 'x-forwarded-for': nextAddress() },
    }),
  )
}

const pdfFile = (name: string) => new File([new Uint8Array(minimalPdf())], name, { type: 'application/pdf' })

const fileIdOf = (file: Application['applicationCV']) => (file && typeof file === 'object' ? file.id : file)

async function storedPath(id: number): Promise<string> {
  const file = await payload.findByID({ collection: 'applicationFiles', id, overrideAccess: true })
  return path.join(payload.collections.applicationFiles.config.upload.staticDir!, file.filename!)
}

describe("the applicant's documents", () => {
  it('replaces the CV: the new one is stored, the old record and file are gone, and a mail confirms it', async () => {
    const application = await apply(true)
    await runMail()
    const oldCV = fileIdOf(application.applicationCV)!
    const motivation = fileIdOf(application.applicationMotivation)!
    const oldPath = await storedPath(oldCV)
    expect(fs.existsSync(oldPath)).toBe(true)
    const token = applicantToken(payload, application)

    const response = await postDocuments(token, { applicationCV: pdfFile('nieuw-cv.pdf') })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/mijn-sollicitatie?token=${encodeURIComponent(token)}&documenten=1#documenten`,
    )
    const updated = await stored(application.id)
    const newCV = fileIdOf(updated!.applicationCV)!
    expect(newCV).not.toBe(oldCV)
    expect(fileIdOf(updated!.applicationMotivation)).toBe(motivation)
    expect(fs.existsSync(await storedPath(newCV))).toBe(true)
    expect(
      await payload.findByID({ collection: 'applicationFiles', id: oldCV, overrideAccess: true, disableErrors: true }),
    ).toBeNull()
    expect(fs.existsSync(oldPath)).toBe(false)
    // Adding documents is no status change.
    expect(updated!.statusHistory).toHaveLength(1)

    const sent = await runMail()
    expect(sent).toHaveLength(2)
    const confirmation = sent.find((mail) => mail.to === application.emailAddress)!
    expect(confirmation.subject).toBe(nl.applicant.mail.documentsSubject)
    // Only what this upload brought, and that it replaced an earlier CV; the motivation stayed.
    expect(confirmation.text).toContain('- Cv: PDF-bestand')
    expect(confirmation.text).not.toContain('Motivatiebrief')
    expect(confirmation.text).toContain('Documenten die je vervangen hebt, hebben we verwijderd.')
    expect(confirmation.text).toContain(`/mijn-sollicitatie?token=${token}`)
    expect(confirmation.text).not.toContain('nieuw-cv')
    // The recruiter hears of it too, with the way to the application in the admin.
    const notice = sent.find((mail) => mail.to !== application.emailAddress)!
    expect(notice.subject).toBe(
      nl.forms.mail.documentsNotificationSubject(`${application.firstName} ${application.lastName}`, null),
    )
    expect(notice.text).toContain(`/admin/collections/applications/${application.id}`)
    expect(notice.text).toContain('- Cv: PDF-bestand')
  })

  it('completes a quick application without a CV later', async () => {
    const application = await apply()
    await runMail()
    const token = applicantToken(payload, application)
    const response = await postDocuments(token, { applicationCV: pdfFile('cv.pdf') }, 'json')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(response.headers.get('cache-control')).toBe('no-store')
    const updated = await findApplicationByToken(payload, token)
    expect(receivedDocuments(updated!).map((document) => document.kind)).toEqual(['Cv'])
    // Nothing was replaced, so the confirmation says nothing of it.
    const confirmation = (await runMail()).find(
      (mail) => mail.to === application.emailAddress && mail.subject === nl.applicant.mail.documentsSubject,
    )
    expect(confirmation?.text).toContain('- Cv: PDF-bestand')
    expect(confirmation?.text).not.toContain('vervangen')
  })

  it('refuses a file of the wrong type with a 4xx and a Dutch message, storing nothing', async () => {
    const application = await apply(true)
    const token = applicantToken(payload, application)
    const before = await countStored(payload)
    const exe = new File([new Uint8Array(windowsExecutable())], 'cv.pdf', { type: 'application/pdf' })

    const json = await postDocuments(token, { applicationCV: exe, applicationMotivation: pdfFile('m.pdf') }, 'json')
    expect(json.status).toBe(422)
    expect(await json.json()).toEqual({ errors: { applicationCV: [nl.errors.fileType] } })
    const html = await postDocuments(token, { applicationCV: exe })
    expect(html.status).toBe(303)
    expect(html.headers.get('location')).toBe(
      `/mijn-sollicitatie?token=${encodeURIComponent(token)}&fout=applicationCV.fileType#documenten`,
    )
    expect(documentErrorsFromQuery('applicationCV.fileType')).toEqual({ applicationCV: [nl.errors.fileType] })
    // The query names only known fields and codes: nothing else reaches the page.
    expect(documentErrorsFromQuery('applicationCV.<script>,message.fileType')).toEqual({})

    const empty = await postDocuments(token, {}, 'json')
    expect(empty.status).toBe(422)
    expect(await empty.json()).toEqual({ errors: { form: [nl.applicant.upload.noFile] } })

    expect(await countStored(payload)).toEqual(before)
    const unchanged = await stored(application.id)
    expect(unchanged?.applicationCV).toBe(fileIdOf(application.applicationCV))
    expect(unchanged?.applicationMotivation).toBe(fileIdOf(application.applicationMotivation))
  })

  it('leaves no half-written record when the storage refuses the file', async () => {
    const application = await apply(true)
    await runMail()
    const token = applicantToken(payload, application)
    const before = await countStored(payload)
    const trailing = Buffer.concat([minimalPdf(), Buffer.alloc(4096, 0x41)])
    const response = await postDocuments(
      token,
      {
        applicationMotivation: pdfFile('motivatie.pdf'),
        applicationCV: new File([new Uint8Array(trailing)], 'cv.pdf', { type: 'application/pdf' }),
      },
      'json',
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { applicationCV: [nl.forms.errors.fileNotStored] } })
    expect(await countStored(payload)).toEqual(before)
    const unchanged = await stored(application.id)
    expect(unchanged?.applicationCV).toBe(fileIdOf(application.applicationCV))
    expect(unchanged?.applicationMotivation).toBe(fileIdOf(application.applicationMotivation))
    // Nor a confirmation of documents that were not stored.
    expect(await runMail()).toEqual([])
  })

  it('refuses documents for a withdrawn application, and finds none for an erased one', async () => {
    const application = await apply()
    const token = applicantToken(payload, application)
    await post('withdraw', { token, bevestigd: 'ja' })
    const before = await countStored(payload)
    const refused = await postDocuments(token, { applicationCV: pdfFile('cv.pdf') }, 'json')
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ errors: { form: [nl.applicant.upload.closed] } })
    const html = await postDocuments(token, { applicationCV: pdfFile('cv.pdf') })
    expect(html.headers.get('location')).toContain('fout=form.closed')
    expect(await countStored(payload)).toEqual(before)

    await post('erase', { token, bevestigd: 'ja' })
    const gone = await postDocuments(token, { applicationCV: pdfFile('cv.pdf') })
    expect(gone.status).toBe(303)
    expect(gone.headers.get('location')).toBe(`/mijn-sollicitatie?token=${encodeURIComponent(token)}`)
    expect((await postDocuments(token, { applicationCV: pdfFile('cv.pdf') }, 'json')).status).toBe(404)
    await runMail()
  })
})

function downloadData(token: string): Promise<Response> {
  return postDownload(
    new Request('http://localhost/actions/module/application/download', {
      method: 'POST',
      body: new URLSearchParams({ token }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    }),
  )
}

describe("the applicant's data download", () => {
  it('is a JSON attachment of what is stored about them, without the internal notes', async () => {
    const application = await apply(true)
    await runMail()
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: 'inProgress' },
      overrideAccess: true,
    })
    // A recruiter's note on the timeline.
    await payload.create({
      collection: 'applicationTimeline',
      data: {
        application: application.id,
        kind: 'note',
        body: 'Sterke kandidaat, tweede gesprek inplannen',
        authorName: 'Rik Recruiter',
        at: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const token = applicantToken(payload, application)
    const response = await downloadData(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mijn-sollicitatie-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.text()
    const data = JSON.parse(body) as Record<string, unknown>
    expect(data.sollicitatie).toMatchObject({
      voornaam: application.firstName,
      achternaam: application.lastName,
      'e-mailadres': application.emailAddress,
      telefoonnummer: application.phoneNumber,
      aanhef: 'Vrouw',
      status: 'In behandeling',
      verstuurd_op: application.createdAt,
    })
    expect(data.statusverloop).toEqual([
      { status: 'Ontvangen', gewijzigd_op: expect.any(String), door: 'de sollicitant' },
      { status: 'In behandeling', gewijzigd_op: expect.any(String), door: 'het systeem' },
    ])
    expect(data.documenten).toEqual([
      { document: 'Cv', bestandstype: 'PDF', grootte_in_bytes: minimalPdf().length, ontvangen_op: expect.any(String) },
      {
        document: 'Motivatiebrief',
        bestandstype: 'PDF',
        grootte_in_bytes: minimalPdf().length,
        ontvangen_op: expect.any(String),
      },
    ])
    expect(body).not.toContain('tweede gesprek')
    const nonce = (await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true }))
      .linkNonce!
    expect(body).not.toContain(nonce)
    expect(body).not.toContain('%PDF')
  })

  it('gives nothing for a forged token', async () => {
    const application = await apply()
    const forged = `${applicantToken(payload, application).split('.')[0]}.${'A'.repeat(43)}`
    const response = await downloadData(forged)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/mijn-sollicitatie?token=${encodeURIComponent(forged)}`)
    expect(await response.text()).toBe('')
  })
})

describe('the status history', () => {
  it('records each change with its time and who made it: the applicant, a user or the system', async () => {
    const application = await apply()
    expect(application.statusHistory).toEqual([
      expect.objectContaining({ status: 'new', actor: 'applicant', changedAt: expect.any(String) }),
    ])
    const email = `recruiter.${Date.now()}@koersgroep.nl`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'een-lang-genoeg-wachtwoord-123', name: 'Rik Recruiter', role: 'editor' },
      overrideAccess: true,
    })
    // An editor in the admin: access applies, and what they send for the history itself is ignored.
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: {
        status: 'inProgress',
        statusHistory: [{ status: 'hired', changedAt: '2020-01-01T00:00:00.000Z', actor: 'system' }],
      },
      user,
      overrideAccess: false,
    })
    // Saving without a status change records nothing.
    await payload.update({
      collection: 'applications',
      id: application.id,
      data: { phoneNumber: '06 87654321' },
      user,
      overrideAccess: false,
    })
    // Another service (an ATS) through the Local API, without a user.
    await payload.update({ collection: 'applications', id: application.id, data: { status: 'invited' } })
    await runMail()
    await post('withdraw', { token: applicantToken(payload, application), bevestigd: 'ja' })
    await runMail()

    const history = (await stored(application.id))!.statusHistory!
    expect(history.map(({ status, actor, userName }) => ({ status, actor, userName: userName ?? null }))).toEqual([
      { status: 'new', actor: 'applicant', userName: null },
      { status: 'inProgress', actor: 'user', userName: 'Rik Recruiter' },
      { status: 'invited', actor: 'system', userName: null },
      { status: 'withdrawn', actor: 'applicant', userName: null },
    ])
    expect(history[1].user).toBe(user.id)
    const times = history.map((change) => new Date(change.changedAt).getTime())
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(Date.now() - times[0]).toBeLessThan(60_000)
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
