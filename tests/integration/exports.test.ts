import { REST_POST } from '@payloadcms/next/routes'
import { parse } from 'csv-parse/sync'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { formatAdminDate } from '@/cms/admin/format-date'
import { guardApi } from '@/cms/api-guard'
import { EXPORT_FIELDS } from '@/cms/export-columns'
import { dataDirectory } from '@/cms/paths'
import config from '@payload-config'

import { getMigratedPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

/**
 * The export drawer's 'Downloaden' posts the drawer's form to the plugin's download endpoint. These
 * tests call it as the admin does, through the REST handler behind the API guard.
 */

let payload: Payload
let token: string
let vacancy: { id: number; title: string }
const post = guardApi(REST_POST(config))
const marker = `Exporttest${Date.now()}`
const APPLICANTS = 12

/** A CSV as Dutch Excel opens it by a double-click: a byte-order mark, ';' between the columns. */
function dutchCsvRows(text: string): Array<Record<string, string>> {
  expect(text.startsWith('\uFEFF')).toBe(true)
  expect(text.split('\n')[0].split(';').length).toBeGreaterThan(2)
  return parse(text, { bom: true, columns: true, delimiter: ';' }) as Array<Record<string, string>>
}

/** The body as sent, its byte-order mark kept (`Response.text()` drops it). */
const textWithBom = async (response: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())

function download(data: Record<string, unknown>, authorization?: string): Promise<Response> {
  const url = new URL('/api/exports/download', 'http://localhost')
  return post(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ data }),
    }),
    { params: Promise.resolve({ slug: ['exports', 'download'] }) },
  )
}

/** What the drawer sends for the applications list filtered on this run's applicants. */
const applicationsExport = {
  collectionSlug: 'applications',
  format: 'csv',
  fields: EXPORT_FIELDS.applications,
  sort: 'createdAt',
  where: { lastName: { like: marker } },
}

beforeAll(async () => {
  payload = await getMigratedPayload()
  const title = `Monteur ${marker}`
  const created = await payload.create({
    collection: 'vacancies',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      title,
      slug: marker.toLowerCase(),
      vacancyLocation: 'Utrecht',
      salary: PUBLISHABLE_SALARY,
      datePosted: new Date().toISOString(),
      _status: 'published',
    },
  })
  vacancy = { id: created.id, title }
  for (let index = 0; index < APPLICANTS; index++) {
    await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: {
        firstName: 'Noor',
        lastName: `${marker}-${index}`,
        emailAddress: `noor.${index}@example.nl`,
        phoneNumber: `06 1234 56${String(index).padStart(2, '0')}`,
        // The last one applies without a vacancy.
        vacancy: index < APPLICANTS - 1 ? vacancy.id : null,
        status: index === 0 ? 'inProgress' : 'new',
      },
    })
  }
  const email = `export-${Date.now()}@example.nl`
  const password = 'een-sterk-wachtwoord-voor-tests'
  await payload.create({ collection: 'users', overrideAccess: true, data: { email, password, role: 'editor' } })
  const login = await payload.login({ collection: 'users', data: { email, password } })
  token = login.token!
})

describe('the CSV export an editor downloads', () => {
  it('has Dutch headers, readable values, the contact details and every matching row', async () => {
    const response = await download(applicationsExport, `JWT ${token}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const rows = dutchCsvRows(await textWithBom(response))

    expect(Object.keys(rows[0])).toEqual([
      'Voornaam',
      'Achternaam',
      'E-mailadres',
      'Telefoonnummer',
      'Vacature',
      'Opmerking',
      'Status',
      'Aangemaakt op',
      'Wordt verwijderd na',
    ])
    // Not the list's page of 10: all of them.
    expect(rows).toHaveLength(APPLICANTS)

    const first = rows[0]
    expect(first.Achternaam).toBe(`${marker}-0`)
    expect(first['E-mailadres']).toBe('noor.0@example.nl')
    expect(first.Telefoonnummer).toBe('06 1234 5600')
    expect(first.Vacature).toBe(vacancy.title)
    expect(first.Status).toBe('In behandeling')
    expect(rows[1].Status).toBe('Ontvangen')
    expect(rows[APPLICANTS - 1].Vacature).toBe('Open sollicitatie')

    const { docs } = await payload.find({
      collection: 'applications',
      where: { lastName: { equals: `${marker}-0` } },
      overrideAccess: true,
    })
    expect(first['Aangemaakt op']).toBe(formatAdminDate(docs[0].createdAt))
    expect(first['Aangemaakt op']).toMatch(/^\d{1,2} [a-z]+ \d{4}, \d{2}:\d{2}$/)
  })

  it('saves an export for the list in the same Dutch CSV', async () => {
    const user = (await payload.find({ collection: 'users', where: { role: { equals: 'editor' } }, limit: 1 })).docs[0]
    const saved = await payload.create({
      collection: 'exports',
      user,
      data: { ...applicationsExport, format: 'csv', name: `export-${marker}` },
    })
    const file = path.join(dataDirectory, 'exports', String(saved.filename))
    const rows = dutchCsvRows(fs.readFileSync(file, 'utf8'))
    expect(rows.map((row) => row.Achternaam)).toHaveLength(APPLICANTS)
    expect(rows[0]).toMatchObject({ Voornaam: 'Noor', Status: 'In behandeling' })
    await payload.delete({ collection: 'exports', id: saved.id, overrideAccess: true })
  })

  it('also names the columns of a contact message export in Dutch', async () => {
    const name = `Contacttest ${Date.now()}`
    await payload.create({
      collection: 'contactMessages',
      overrideAccess: true,
      data: {
        status: 'new',
        kind: 'business',
        name,
        email: 'bedrijf@example.nl',
        phoneNumber: '010 1234567',
        message: 'Hallo',
      },
    })
    const response = await download(
      {
        collectionSlug: 'contactMessages',
        format: 'csv',
        fields: EXPORT_FIELDS.contactMessages,
        where: { name: { equals: name } },
      },
      `JWT ${token}`,
    )
    const [row] = dutchCsvRows(await textWithBom(response))
    expect(row).toMatchObject({
      Naam: name,
      Soort: 'Bedrijf',
      'E-mailadres': 'bedrijf@example.nl',
      Telefoonnummer: '010 1234567',
      Bericht: 'Hallo',
      Status: 'Nieuw',
    })
  })

  it('names a staffing request’s sector and owner, not their ids', async () => {
    const sector = await payload.create({
      collection: 'sectorGroups',
      overrideAccess: true,
      context: { disableRevalidate: true },
      data: { title: `Sector ${marker}` },
    })
    const ownerEmail = `eigenaar-${Date.now()}@example.nl`
    const owner = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: ownerEmail, password: 'een-sterk-wachtwoord-voor-tests', role: 'editor' },
    })
    const businessName = `Aanvraagtest ${marker}`
    await payload.create({
      collection: 'staffingRequests',
      overrideAccess: true,
      data: {
        status: 'quoteSent',
        owner: owner.id,
        role: 'Lasser',
        headcount: 4,
        startDate: '2027-03-01T12:00:00.000Z',
        duration: 'permanent',
        hoursPerWeek: 38,
        place: 'Utrecht',
        sector: sector.id,
        name: 'Henk Jansen',
        businessName,
        email: 'henk@example.nl',
        phoneNumber: '+31 30 123 4567',
      },
    })
    const response = await download(
      {
        collectionSlug: 'staffingRequests',
        format: 'csv',
        fields: EXPORT_FIELDS.staffingRequests,
        where: { businessName: { equals: businessName } },
      },
      `JWT ${token}`,
    )
    expect(response.status).toBe(200)
    const [row] = dutchCsvRows(await textWithBom(response))
    expect(row).toMatchObject({
      Bedrijfsnaam: businessName,
      'Functie of rol': 'Lasser',
      'Aantal mensen': '4',
      'Duur van de inzet': 'Vast dienstverband',
      'Sector van de aanvraag': `Sector ${marker}`,
      'Eigenaar (naam)': ownerEmail,
      Status: 'Offerte verstuurd',
    })
    // The test files share one database: a later one counts the demo's sectors.
    await payload.delete({
      collection: 'staffingRequests',
      where: { businessName: { equals: businessName } },
      overrideAccess: true,
    })
    await payload.delete({
      collection: 'sectorGroups',
      id: sector.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.delete({ collection: 'users', id: owner.id, overrideAccess: true })
  })

  it('is refused to a visitor who is not logged in', async () => {
    const response = await download(applicationsExport)
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain(marker)
  })
})
