import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '@/data/relations'
import { FORM_PAGE_FIELD, FORM_SUCCESS_FIELD } from '@/forms/form-fields'
import { HONEYPOT_FIELD } from '@/forms/honeypot'
import { deleteExpiredStaffingRequests } from '@/forms/retention'
import { unhandledStaffingConditions } from '@/forms/staffing-attention'
import { buildStaffingMail } from '@/forms/staffing-mail'
import { todayIn } from '@/forms/working-days'
import { nl } from '@/i18n/nl'

import { send } from './form-helpers'
import { getTestPayload } from './helpers'

// The test reads the queued mail jobs itself; the queues do not run.

let payload: Payload
const errors = nl.employers.errors

beforeAll(async () => {
  payload = await getTestPayload()
})

const dayFromToday = (days: number) => todayIn(new Date(Date.now() + days * 24 * 60 * 60 * 1000))

/** A complete request for the demo's Techniek sector, whose account manager is Aylin Demir. */
const validRequest = (): Record<string, string> => ({
  role: 'Elektromonteur',
  headcount: '3',
  startDate: dayFromToday(14),
  duration: 'threeToSixMonths',
  hoursPerWeek: '40',
  place: 'den bosch',
  sector: 'Techniek',
  requirements: 'VCA en een geldig rijbewijs B.',
  name: 'Henk Jansen',
  businessName: `Jansen Installaties ${Math.random().toString(36).slice(2, 8)}`,
  email: `henk.${Date.now()}.${Math.random().toString(36).slice(2)}@example.nl`,
  phoneNumber: '030 123 4567',
  remark: 'Liefst mensen met ervaring in de utiliteitsbouw.',
})

const sendJson = (body: Record<string, string>) =>
  send('staffingRequest', JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

const countRequests = async () =>
  (await payload.count({ collection: 'staffingRequests', overrideAccess: true })).totalDocs

/** Requests and queued submission mails: a refused post leaves both as they were. */
const countStored = async () => ({
  requests: await countRequests(),
  mails: (
    await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendSubmissionMail' } },
      overrideAccess: true,
    })
  ).totalDocs,
})

async function mailJobsFor(submissionId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'sendSubmissionMail' } }, { 'input.submissionId': { equals: submissionId } }],
    },
    overrideAccess: true,
    limit: 10,
  })
  return docs.flatMap((job) =>
    job.input &&
    typeof job.input === 'object' &&
    'collection' in job.input &&
    job.input.collection === 'staffingRequests'
      ? [job.input]
      : [],
  )
}

async function storedFor(email: string) {
  const { docs } = await payload.find({
    collection: 'staffingRequests',
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs
}

async function sectorNamed(title: string) {
  const { docs } = await payload.find({ collection: 'sectorGroups', where: { title: { equals: title } }, depth: 0 })
  return docs[0]
}

describe('staffing request endpoint', () => {
  it('stores a valid request with the mails to the account manager and the client, in one unit', async () => {
    const before = await countRequests()
    const data = validRequest()
    const response = await sendJson(data)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true })
    expect(await countRequests()).toBe(before + 1)
    const [stored] = await storedFor(data.email)
    const sector = await sectorNamed('Techniek')
    expect(stored).toMatchObject({
      status: 'new',
      role: 'Elektromonteur',
      headcount: 3,
      hoursPerWeek: 40,
      duration: 'threeToSixMonths',
      // The gazetteer's spelling, not what was typed.
      place: "'s-Hertogenbosch",
      sector: sector.id,
      phoneNumber: '+31 30 123 4567',
    })
    expect(stored.startDate.slice(0, 10)).toBe(data.startDate)
    expect(stored.deleteAfter).toBeTruthy()
    const jobs = await mailJobsFor(stored.id)
    expect(jobs.map((job) => 'recipient' in job && job.recipient).sort()).toEqual(['office', 'sender'])
  })

  it('answers a post without JavaScript with a 303 to the thank-you page of its sector', async () => {
    const data = validRequest()
    const response = await send(
      'staffingRequest',
      new URLSearchParams({ ...data, [FORM_PAGE_FIELD]: '/personeel-aanvragen?sector=Techniek' }),
      { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } },
    )
    expect(response.status).toBe(303)
    // The sector (a choice from the site's list, nothing personal) names the account manager there.
    expect(response.headers.get('location')).toBe('/personeel-aanvragen/bedankt?sector=Techniek')
    expect(await storedFor(data.email)).toHaveLength(1)
  })

  it('sends a post without JavaScript back to the form with its errors, storing nothing', async () => {
    const before = await countRequests()
    const response = await send(
      'staffingRequest',
      new URLSearchParams({
        ...validRequest(),
        headcount: '0',
        [FORM_PAGE_FIELD]: '/personeel-aanvragen',
        [FORM_SUCCESS_FIELD]: '/personeel-aanvragen/bedankt',
      }),
      { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/personeel-aanvragen#formulierfouten')
    expect(response.headers.get('set-cookie')).toContain('Path=/personeel-aanvragen')
    expect(await countRequests()).toBe(before)
  })

  it.each([
    [
      'missing fields',
      {},
      {
        role: errors.role,
        headcount: errors.headcount,
        startDate: errors.startDate,
        sector: errors.sector,
        place: errors.place,
        name: nl.forms.errors.required.name,
      },
    ],
    ['a start date in the past', { startDate: dayFromToday(-1) }, { startDate: errors.startDatePast }],
    ['a start date that is no date', { startDate: '2027-02-30' }, { startDate: errors.startDateInvalid }],
    ['0 people', { headcount: '0' }, { headcount: errors.headcount }],
    ['more hours than a week allows', { hoursPerWeek: '80' }, { hoursPerWeek: errors.hoursRange(60) }],
    ['a remark of 10,000 characters', { remark: 'x'.repeat(10_000) }, { remark: nl.forms.errors.tooLong(2000) }],
    ['a place the gazetteer does not know', { place: 'Atlantis' }, { place: errors.placeUnknown }],
    ['an unknown duration', { duration: 'forever' }, { duration: errors.duration }],
    ['an invalid phone number', { phoneNumber: '12' }, { phoneNumber: nl.forms.errors.phone }],
  ])('refuses %s with a Dutch 422 and stores nothing, no mail either', async (_, change, expected) => {
    const before = await countStored()
    const body = Object.keys(change).length ? { ...validRequest(), ...change } : {}
    const response = await sendJson(body)
    expect(response.status).toBe(422)
    const answer = (await response.json()) as { errors: Record<string, string[]> }
    for (const [field, message] of Object.entries(expected)) expect(answer.errors[field]).toEqual([message])
    expect(await countStored()).toEqual(before)
  })

  it('refuses a body over its bound with a Dutch 413 before reading it, storing nothing', async () => {
    const before = await countStored()
    const response = await sendJson({ ...validRequest(), remark: 'x'.repeat(100 * 1024) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ errors: { form: [nl.forms.errors.bodyTooLarge] } })
    expect(await countStored()).toEqual(before)
  })

  it('refuses a sector the site does not have', async () => {
    const before = await countRequests()
    const response = await sendJson({ ...validRequest(), sector: 'Ruimtevaart' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { sector: [errors.sector] } })
    expect(await countRequests()).toBe(before)
  })

  it('answers the honeypot with success but stores nothing', async () => {
    const before = await countRequests()
    const response = await sendJson({ ...validRequest(), [HONEYPOT_FIELD]: 'spam' })
    expect(response.status).toBe(200)
    expect(await countRequests()).toBe(before)
  })
})

describe('staffing request mail', () => {
  async function storeRequestFor(sector: string) {
    const data: Record<string, string> = { ...validRequest(), sector }
    expect((await sendJson(data)).status).toBe(200)
    return (await storedFor(data.email))[0]
  }

  it('goes to the sector’s account manager, and the confirmation names them and the day they call', async () => {
    const request = await storeRequestFor('Techniek')
    const notice = await buildStaffingMail(payload, request.id, 'office')
    expect(notice).toMatchObject({ to: 'aylin@koersgroep.nl', replyTo: request.email })
    expect(notice?.text).toContain('Elektromonteur')
    const confirmation = await buildStaffingMail(payload, request.id, 'sender')
    expect(confirmation?.to).toBe(request.email)
    expect(confirmation?.text).toContain('Aylin Demir belt je uiterlijk')
    expect(confirmation?.text).toContain('030 123 45 70')
    // Nothing the client typed comes back in the mail to the address they typed.
    expect(confirmation?.text).not.toContain('Elektromonteur')
  })

  it('falls back to the office’s notification address for a sector without account manager', async () => {
    const sector = await sectorNamed('Finance')
    const manager = sector.accountManager
    await payload.update({ collection: 'sectorGroups', id: sector.id, data: { accountManager: null } })
    try {
      const request = await storeRequestFor('Finance')
      const settings = await payload.findGlobal({ slug: 'siteSettings' })
      const notice = await buildStaffingMail(payload, request.id, 'office')
      expect(notice?.to).toBe(settings.notificationEmail)
      const confirmation = await buildStaffingMail(payload, request.id, 'sender')
      expect(confirmation?.text).toContain(`${nl.employers.mail.callerFallback} belt je uiterlijk`)
    } finally {
      await payload.update({ collection: 'sectorGroups', id: sector.id, data: { accountManager: manager } })
    }
  })
})

describe('the dashboard’s attention rule for staffing requests', () => {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000

  async function unhandledIds(now: Date) {
    const { docs } = await payload.find({
      collection: 'staffingRequests',
      where: { and: unhandledStaffingConditions(now) },
      overrideAccess: true,
      pagination: false,
      depth: 0,
      select: {},
    })
    return docs.map((doc) => doc.id)
  }

  it('shows a new request without owner once a working day has gone by, and not before', async () => {
    const data = validRequest()
    expect((await sendJson(data)).status).toBe(200)
    const [request] = await storedFor(data.email)
    expect(await unhandledIds(new Date())).not.toContain(request.id)
    // A week later at least one working day has passed, whatever the holidays.
    expect(await unhandledIds(new Date(Date.now() + WEEK_MS))).toContain(request.id)
  })

  it('leaves out a request that has an owner or left the status new', async () => {
    const later = new Date(Date.now() + WEEK_MS)
    const owner = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `eigenaar.${Date.now()}@koersgroep.nl`, password: 'een-lang-wachtwoord-1', role: 'editor' },
    })
    const owned = validRequest()
    const progressed = validRequest()
    expect((await sendJson(owned)).status).toBe(200)
    expect((await sendJson(progressed)).status).toBe(200)
    const [ownedRequest] = await storedFor(owned.email)
    const [progressedRequest] = await storedFor(progressed.email)
    await payload.update({ collection: 'staffingRequests', id: ownedRequest.id, data: { owner: owner.id } })
    await payload.update({ collection: 'staffingRequests', id: progressedRequest.id, data: { status: 'inProgress' } })
    // The owner's name stays readable for colleagues who may not read other users.
    const reread = await payload.findByID({ collection: 'staffingRequests', id: ownedRequest.id, depth: 0 })
    expect(reread.ownerName).toBe(owner.email)
    const ids = await unhandledIds(later)
    expect(ids).not.toContain(ownedRequest.id)
    expect(ids).not.toContain(progressedRequest.id)
  })
  it('makes whoever takes a request out of Nieuw without an owner its owner', async () => {
    const data = validRequest()
    expect((await sendJson(data)).status).toBe(200)
    const [request] = await storedFor(data.email)
    const colleague = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: `collega.${Date.now()}@koersgroep.nl`,
        name: 'Pieter de Graaf',
        password: 'een-lang-wachtwoord-1',
        role: 'editor',
      },
    })
    const updated = await payload.update({
      collection: 'staffingRequests',
      id: request.id,
      data: { status: 'inProgress' },
      overrideAccess: false,
      user: { ...colleague, collection: 'users' },
    })
    expect(relationId(updated.owner ?? null)).toBe(colleague.id)
    expect(updated.ownerName).toBe('Pieter de Graaf')
    expect(await unhandledIds(new Date(Date.now() + WEEK_MS))).not.toContain(request.id)
  })
})

describe('the retention of staffing requests', () => {
  it('plans the deletion a year after arrival, and the daily job deletes it then and not before', async () => {
    const data = validRequest()
    expect((await sendJson(data)).status).toBe(200)
    const [request] = await storedFor(data.email)
    const due = new Date(request.deleteAfter ?? 0).getTime()
    // Planned as the record is written, the same moment as its creation give or take a millisecond.
    const year = new Date(request.createdAt).getTime() + 365 * 24 * 60 * 60 * 1000
    expect(Math.abs(due - year)).toBeLessThan(1000)
    // An edit keeps the date it got on arrival.
    await payload.update({ collection: 'staffingRequests', id: request.id, data: { status: 'filled' } })
    expect((await storedFor(data.email))[0].deleteAfter).toBe(request.deleteAfter)
    await deleteExpiredStaffingRequests(payload, new Date(due - 60_000))
    expect(await storedFor(data.email)).toHaveLength(1)
    await deleteExpiredStaffingRequests(payload, new Date(due + 60_000))
    expect(await storedFor(data.email)).toHaveLength(0)
  })
})
