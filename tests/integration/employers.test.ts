import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { relationId } from '@/data/relations'
import { openVacancyWhere } from '@/data/vacancy'
import {
  fetchCertifications,
  fetchSectorAccountManager,
  fetchSectorShowcase,
  fetchStaffingFormOptions,
} from '@/page-data/employers'

import { getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function sectorNamed(title: string) {
  const { docs } = await payload.find({ collection: 'sectorGroups', where: { title: { equals: title } }, depth: 0 })
  return docs[0]
}

async function pageAt(slug: string) {
  const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, depth: 0 })
  return docs[0]
}

describe('the employers’ demo content', () => {
  it('seeds the staffing request page, and the home page’s second button leads there', async () => {
    const request = await pageAt('personeel-aanvragen')
    expect(request).toMatchObject({ pageType: 'staffingRequest', _status: 'published' })
    const home = await pageAt('__home__')
    expect(home.linkText?.text).toBe('Ik zoek personeel')
    expect(home.linkText?.reference?.value).toBe(request.id)
  })

  it('seeds a page per service and an overview with their cards, named in the site settings', async () => {
    const overview = await pageAt('werkgevers')
    const services = await Promise.all(
      ['uitzenden', 'detacheren', 'werving-en-selectie', 'payroll'].map((slug) => pageAt(slug)),
    )
    const block = overview.pageContentMatrixAdvanced?.find((item) => item.blockType === 'services')
    expect(block && 'blockServices' in block ? block.blockServices : []).toEqual(services.map((page) => page.id))
    for (const service of services) {
      const types = service.pageContentMatrixAdvanced?.map((item) => item.blockType) ?? []
      // What, for whom, how it works, the terms, the sectors and the call to action.
      expect(types).toEqual(expect.arrayContaining(['text', 'roadmap', 'contentFoldable', 'label', 'callToAction']))
    }
    const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0 })
    expect(settings.employersPage).toBe(overview.id)
    const navigation = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    const employers = navigation.items?.find((item) => item.linkText.text === 'Werkgevers')
    expect(employers?.linkText.reference?.value).toBe(overview.id)
  })

  it('offers every sector and the function groups as the request form’s choices', async () => {
    const options = await fetchStaffingFormOptions(payload)
    expect(options.sectors).toContain('Techniek')
    expect(options.sectors).toHaveLength(6)
    expect(options.functions).toContain('Engineering')
  })

  it('seeds the four certifications with their logos in order', async () => {
    const certifications = await fetchCertifications(payload)
    expect(certifications.map((item) => item.name)).toEqual(['NEN 4400-1', 'SNA-keurmerk', 'ABU', 'NBBU'])
    for (const item of certifications) {
      expect(typeof item.logo === 'object' && item.logo?.url).toBeTruthy()
      expect(item.url).toMatch(/^https:\/\//)
    }
  })
})

describe('a sector’s showcase on its label page', () => {
  it('holds the account manager with portrait, the newest open vacancies with their number, and the request page', async () => {
    const sector = await sectorNamed('Techniek')
    const now = new Date()
    const showcase = await fetchSectorShowcase(payload, sector.id, now)
    expect(showcase?.manager).toMatchObject({ name: 'Aylin Demir', email: 'aylin@koersgroep.nl' })
    expect(typeof showcase?.manager?.photo === 'object' && showcase.manager.photo?.url).toBeTruthy()
    const open = await payload.count({
      collection: 'vacancies',
      where: { and: [openVacancyWhere(now), { firstSectorGroup: { equals: sector.id } }] },
    })
    expect(open.totalDocs).toBeGreaterThan(0)
    expect(showcase?.totalVacancies).toBe(open.totalDocs)
    expect(showcase?.vacancies.length).toBe(Math.min(3, open.totalDocs))
    expect(showcase?.staffingRequestPath).toBe('/personeel-aanvragen')
  })

  it('shows a success story of the sector when there is one, and none otherwise', async () => {
    const building = await fetchSectorShowcase(payload, (await sectorNamed('Bouw & Infra')).id, new Date())
    expect(building?.story?.title).toBe('Twaalf vakmensen in acht weken voor De Linde')
    const government = await fetchSectorShowcase(payload, (await sectorNamed('Overheid')).id, new Date())
    expect(government?.story).toBeNull()
  })

  it('finds the account manager the thank-you page introduces by the sector’s name, and none for an unknown one', async () => {
    const contact = await fetchSectorAccountManager(payload, 'Techniek')
    expect(contact?.sector).toBe('Techniek')
    expect(contact?.manager).toMatchObject({ name: 'Aylin Demir', email: 'aylin@koersgroep.nl' })
    expect(typeof contact?.manager.photo === 'object' && contact.manager.photo?.url).toBeTruthy()
    expect(await fetchSectorAccountManager(payload, 'Ruimtevaart')).toBeNull()
  })

  it('ties every demo label to its sector', async () => {
    const { docs } = await payload.find({ collection: 'labels', where: { slug: { equals: 'koers-techniek' } } })
    expect(relationId(docs[0].sector ?? null)).toBe((await sectorNamed('Techniek')).id)
  })
})
