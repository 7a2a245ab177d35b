import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteUnconfirmedAlerts, sendAlertDigests } from '@/alerts/digest'
import { VACANCY_ALERTS } from '@/alerts/names'
import { confirmAlert, createAlertSubscription } from '@/alerts/subscriptions'
import type { Vacancy, VacancyAlert } from '@/payload-types'
import { slugify } from '@/routing/uri'

import { getTestPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let sent: Array<{ to: string; subject: string; text: string }> = []
const vacancies: number[] = []
let sector: { id: number; title: string }
let otherSector: { id: number; title: string }

const options = { collection: 'vacancies', overrideAccess: true, context: { disableRevalidate: true } } as const

/** A vacancy published now, or first published at `at` (the digests take their moment as `now`). */
async function publishVacancy(
  title: string,
  sectorId: number,
  at?: Date,
  salary: Vacancy['salary'] = PUBLISHABLE_SALARY,
): Promise<Vacancy> {
  const doc = await payload.create({
    ...options,
    data: {
      title,
      firstPublishedAt: at?.toISOString(),
      slug: slugify(title),
      datePosted: new Date().toISOString(),
      vacancyLocation: 'Utrecht',
      vacancySectorGroup: [sectorId],
      salary,
      _status: 'published',
    },
  })
  vacancies.push(doc.id)
  return doc
}

async function subscription(email: string): Promise<VacancyAlert> {
  const { docs } = await payload.find({
    collection: VACANCY_ALERTS,
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
  })
  return docs[0]
}

beforeAll(async () => {
  payload = await getTestPayload()
  // The transport is not under test here (the e2e spec delivers over real SMTP): record the mails.
  payload.sendEmail = async (message) => {
    sent.push(message as (typeof sent)[number])
  }
  const { docs } = await payload.find({ collection: 'sectorGroups', sort: 'title', limit: 2, depth: 0 })
  ;[sector, otherSector] = docs
  // Migrating and seeding the fresh database can take minutes on a busy machine.
}, 900_000)

afterAll(async () => {
  if (!payload) return
  for (const id of vacancies) await payload.delete({ ...options, id })
  await payload.delete({ collection: VACANCY_ALERTS, where: { id: { exists: true } }, overrideAccess: true })
})

describe('vacancy alerts on the database', () => {
  it('records when a vacancy is first published, not when its draft was started', async () => {
    const draft = await payload.create({
      ...options,
      draft: true,
      data: {
        title: 'Alerttest Concept',
        slug: 'alerttest-concept',
        vacancyLocation: 'Utrecht',
        salary: PUBLISHABLE_SALARY,
        _status: 'draft',
      },
    })
    vacancies.push(draft.id)
    expect(draft.firstPublishedAt ?? null).toBeNull()
    const published = await payload.update({ ...options, id: draft.id, data: { _status: 'published' } })
    expect(published.firstPublishedAt).toBeTruthy()
    const again = await payload.update({ ...options, id: draft.id, data: { title: 'Alerttest Concept 2' } })
    expect(again.firstPublishedAt).toBe(published.firstPublishedAt)
  })

  it('mails only confirmed alerts, only new matching vacancies, and nothing when nothing is new', async () => {
    const email = `digest.${Date.now()}@example.nl`
    const query = `search=warmtepomp&sector=${encodeURIComponent(sector.title)}`
    await createAlertSubscription(payload, { email, frequency: 'daily', query })
    // Signing up twice for the same search keeps one subscription.
    await createAlertSubscription(payload, { email: email.toUpperCase(), frequency: 'daily', query })
    const { totalDocs } = await payload.count({
      collection: VACANCY_ALERTS,
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // Moments a second apart from here on, given to the code rather than waited for.
    const start = Date.now()
    const moment = (seconds: number) => new Date(start + seconds * 1000)
    await publishVacancy('Monteur Warmtepomp Alerttest', sector.id, moment(1))
    await publishVacancy('Monteur Warmtepomp Andere Sector', otherSector.id, moment(1))
    await publishVacancy('Elektricien Alerttest', sector.id, moment(1))

    sent = []
    await sendAlertDigests(payload, 'daily', moment(2))
    expect(sent).toEqual([])

    await confirmAlert(payload, await subscription(email), moment(2))
    await sendAlertDigests(payload, 'daily', moment(2))
    expect(sent).toHaveLength(1)
    expect(sent[0].to).toBe(email)
    expect(sent[0].text).toContain('Monteur Warmtepomp Alerttest')
    expect(sent[0].text).not.toContain('Andere Sector')
    expect(sent[0].text).not.toContain('Elektricien')

    // A weekly round does not touch daily alerts; a second daily round finds nothing new.
    await sendAlertDigests(payload, 'weekly', moment(2))
    await sendAlertDigests(payload, 'daily', moment(2))
    expect(sent).toHaveLength(1)

    // Published after that round.
    await publishVacancy('Warmtepomp Specialist Alerttest', sector.id, moment(3))
    await sendAlertDigests(payload, 'daily', moment(4))
    expect(sent).toHaveLength(2)
    expect(sent[1].text).toContain('Warmtepomp Specialist Alerttest')
    expect(sent[1].text).not.toContain('Monteur Warmtepomp Alerttest')
  })

  it("keeps 'Salaris vanaf': stored with the search, named in the mail, and only the vacancies paying that much", async () => {
    const email = `salary.${Date.now()}@example.nl`
    // The sign-up form posts the overview's query as it is; the order of its keys does not matter.
    await createAlertSubscription(payload, { email, frequency: 'weekly', query: 'salaris=3500&search=salaristest' })
    const stored = await subscription(email)
    expect(stored.query).toBe('search=salaristest&salaris=3500')
    expect(stored.label).toBe('zoekterm "salaristest", salaris vanaf €\u00a03.500 per maand')

    const start = Date.now()
    const moment = (seconds: number) => new Date(start + seconds * 1000)
    await confirmAlert(payload, stored, moment(1))
    await publishVacancy('Salaristest Maandloon', sector.id, moment(2), { min: 3200, max: 4000, unit: 'MONTH' })
    await publishVacancy('Salaristest Uurloon', sector.id, moment(2), { min: 22, max: 24, unit: 'HOUR' })
    await publishVacancy('Salaristest Laag', sector.id, moment(2), { min: 2600, max: 3000, unit: 'MONTH' })

    sent = []
    await sendAlertDigests(payload, 'weekly', moment(3))
    expect(sent).toHaveLength(1)
    const text = sent[0].text.replace(/\u00a0/g, ' ')
    expect(sent[0].subject.replace(/\u00a0/g, ' ')).toContain('salaris vanaf € 3.500 per maand')
    expect(text).toContain('Salaristest Maandloon')
    expect(text).toContain('€ 3.200 – € 4.000 per maand')
    // 24 an hour is about € 4.160 a month at 40 hours a week.
    expect(text).toContain('Salaristest Uurloon')
    expect(text).toContain('€ 22 – € 24 per uur')
    expect(text).not.toContain('Salaristest Laag')
  })

  it('deletes sign-ups that stay unconfirmed for seven days, and only those', async () => {
    const pending = `pending.${Date.now()}@example.nl`
    const confirmed = `confirmed.${Date.now()}@example.nl`
    await createAlertSubscription(payload, { email: pending, frequency: 'weekly', query: '' })
    await createAlertSubscription(payload, { email: confirmed, frequency: 'weekly', query: '' })
    await confirmAlert(payload, await subscription(confirmed))
    expect(await deleteUnconfirmedAlerts(payload, new Date(Date.now() + 6 * DAY))).toBe(0)
    expect(await deleteUnconfirmedAlerts(payload, new Date(Date.now() + 7 * DAY + 1000))).toBeGreaterThanOrEqual(1)
    expect(await subscription(pending)).toBeUndefined()
    expect((await subscription(confirmed)).status).toBe('confirmed')
  })
})
