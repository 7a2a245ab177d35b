import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { deriveTokenKey, signToken } from '@/cms/signed-token'
import { applicantToken, findApplicationByToken, revokeApplicantLink } from '@/forms/applicant-link'
import { storeApplication } from '@/forms/store'
import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

import { minimalPdf } from '../fixtures/files'

import { validApplication } from './form-helpers'
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
