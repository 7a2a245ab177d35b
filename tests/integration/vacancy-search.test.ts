import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { VACANCY_SORT } from '@/data/vacancy'
import { PAGE_SIZE } from '@/lists/pagination'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { slugify } from '@/routing/uri'
import { fetchVacancyFilterData, searchVacancies, type VacancyFilterData } from '@/search/server/vacancy-queries'
import { buildVacancyLookups, type FilterOption } from '@/search/vacancy-options'
import { richText } from '@/seed/richtext'

import { getTestPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

const DAY = 24 * 60 * 60 * 1000
const now = new Date()
let payload: Payload
let filters: VacancyFilterData
const created: number[] = []
const groupId = { sector: new Map<string, number>(), function: new Map<string, number>() }

const search = (overrides: Partial<VacancyListState>) =>
  searchVacancies(
    payload,
    { ...EMPTY_VACANCY_STATE, ...overrides },
    { lookups: buildVacancyLookups(filters.groups), now },
  )

const ids = async (overrides: Partial<VacancyListState>) => (await search(overrides)).items.map((item) => item.id)

type Fixture = Partial<Vacancy> & { title: string; vacancyLocation: string }

async function createVacancy(data: Fixture, { draft = false } = {}): Promise<Vacancy> {
  const base = { slug: slugify(data.title), datePosted: new Date(now.getTime() - DAY).toISOString(), ...data }
  const options = { collection: 'vacancies', overrideAccess: true, context: { disableRevalidate: true } } as const
  const doc = draft
    ? await payload.create({ ...options, draft: true, data: { ...base, _status: 'draft' } })
    : await payload.create({ ...options, data: { salary: PUBLISHABLE_SALARY, ...base, _status: 'published' } })
  created.push(doc.id)
  return doc
}

/** Every open published vacancy, read without the query builder, for independent expectations. */
async function allOpen(): Promise<Vacancy[]> {
  const { docs } = await payload.find({
    collection: 'vacancies',
    pagination: false,
    depth: 0,
    sort: VACANCY_SORT,
    where: { _status: { equals: 'published' } },
  })
  return docs.filter((doc) => !doc.validThrough || new Date(doc.validThrough) > now)
}

beforeAll(async () => {
  payload = await getTestPayload()
  const groups = await Promise.all(
    (['sectorGroups', 'functionGroups'] as const).map((collection) =>
      payload.find({ collection, pagination: false, depth: 0 }),
    ),
  )
  for (const doc of groups[0].docs) groupId.sector.set(doc.title, doc.id)
  for (const doc of groups[1].docs) groupId.function.set(doc.title, doc.id)
  const techniek = groupId.sector.get('Techniek')!
  const zorg = groupId.sector.get('Zorg & Welzijn')!
  const ict = groupId.function.get('ICT')!
  await createVacancy({
    title: 'Qwertyplanner Nachtdienst',
    vacancyCompany: 'Xylofoonfabriek Oost',
    vacancyCategory: 'Kwartelzorg',
    vacancyLocation: 'Den Bosch en Zwolle',
    vacancySectorGroup: [zorg, techniek],
    vacancyFunctionGroup: [ict],
    pageContentMatrixSimple: [
      { blockType: 'text', blockContent: richText('Je werkt met het roostersysteem Plonkwerk.') as never },
    ],
  })
  await createVacancy({
    title: 'Qwertyplanner Verlopen',
    vacancyLocation: 'Zwolle',
    validThrough: new Date(now.getTime() - DAY).toISOString(),
  })
  await createVacancy({ title: 'Qwertyplanner Zonder einddatum', vacancyLocation: 'Zwolle' })
  await createVacancy({
    title: 'Qwertyplanner Loopt nog',
    vacancyLocation: 'Zwolle',
    validThrough: new Date(now.getTime() + DAY).toISOString(),
  })
  await createVacancy({ title: 'Qwertyplanner Concept', vacancyLocation: 'Zwolle' }, { draft: true })
  filters = await fetchVacancyFilterData(payload, now)
})

afterAll(async () => {
  await payload.delete({
    collection: 'vacancies',
    where: { id: { in: created } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('vacancy search in the database', () => {
  it('matches every selected filter at once: place, first sector, first function', async () => {
    const open = await allOpen()
    const sector = groupId.sector.get('Bouw & Infra')!
    const fn = groupId.function.get('Projectmanagement')!
    let matched = 0
    for (const location of ['Rotterdam', "'s-Hertogenbosch", 'Utrecht']) {
      const expected = open
        .filter((doc) => doc.locationPlaces?.includes(location) && doc.firstSectorGroup === sector)
        .map((doc) => doc.id)
      const both = open.filter((doc) => expected.includes(doc.id) && doc.firstFunctionGroup === fn).map((doc) => doc.id)
      expect(await ids({ location, sector: 'Bouw & Infra' })).toEqual(expected.slice(0, PAGE_SIZE))
      expect(await ids({ location, sector: 'Bouw & Infra', function: 'Projectmanagement' })).toEqual(
        both.slice(0, PAGE_SIZE),
      )
      matched += both.length
    }
    expect(matched).toBeGreaterThan(0)
    const utrecht = await search({ location: 'Utrecht' })
    expect(utrecht.total).toBeGreaterThan(1)
    expect(utrecht.total).toBe(open.filter((doc) => doc.locationPlaces?.includes('Utrecht')).length)
  })

  it('uses only the first sector of a vacancy', async () => {
    expect(await ids({ search: 'Qwertyplanner Nachtdienst', sector: 'Zorg & Welzijn' })).toHaveLength(1)
    expect(await ids({ search: 'Qwertyplanner Nachtdienst', sector: 'Techniek' })).toEqual([])
  })

  it('matches a combined location under each of its places', async () => {
    expect(await ids({ search: 'Nachtdienst', location: "'s-Hertogenbosch" })).toHaveLength(1)
    expect(await ids({ search: 'Nachtdienst', location: 'Zwolle' })).toHaveLength(1)
  })

  it('gives the empty result for selected filters that match nothing', async () => {
    expect(await search({ sector: 'Bestaat niet' })).toEqual({ items: [], total: 0, page: 1, pageCount: 1 })
    expect(await search({ location: 'Landelijk' })).toMatchObject({ items: [], total: 0 })
    // Both values exist, but no vacancy has both.
    expect(await search({ search: 'Qwertyplanner Nachtdienst', function: 'Sales' })).toMatchObject({
      items: [],
      total: 0,
    })
  })

  it('searches title, company, category, location and content, case and accents ignored', async () => {
    for (const text of ['qwertyplanner nacht', 'XYLOFOONFABRIEK', 'kwartelzorg', 'den bosch en zwolle', 'plonkwerk']) {
      expect(await ids({ search: text })).toEqual([created[0]])
    }
  })

  it('combines the search text with the filters', async () => {
    expect(await ids({ search: 'Qwertyplanner', location: 'Zwolle' })).toHaveLength(3)
    expect(await ids({ search: 'Qwertyplanner', location: 'Zwolle', function: 'ICT' })).toEqual([created[0]])
    expect(await ids({ search: 'Qwertyplanner', location: 'Utrecht' })).toEqual([])
  })

  it('lists only open, published vacancies', async () => {
    const titles = (await search({ search: 'Qwertyplanner' })).items.map((item) => item.title).sort()
    expect(titles).toEqual(['Qwertyplanner Loopt nog', 'Qwertyplanner Nachtdienst', 'Qwertyplanner Zonder einddatum'])
  })

  it('pages by 12 at offset 12 × (page − 1)', async () => {
    const open = await allOpen()
    const first = await search({})
    const second = await search({ page: 2 })
    const last = await search({ page: first.pageCount })
    expect(first.total).toBe(open.length)
    expect(first.pageCount).toBe(Math.ceil(open.length / 12))
    expect(first.items.map((item) => item.id)).toEqual(open.slice(0, 12).map((doc) => doc.id))
    expect(second.items.map((item) => item.id)).toEqual(open.slice(12, 24).map((doc) => doc.id))
    expect(last.items.map((item) => item.id)).toEqual(open.slice(12 * (first.pageCount - 1)).map((doc) => doc.id))
  })

  it('returns only what a row shows', async () => {
    const [item] = (await search({ search: 'Nachtdienst' })).items
    expect(Object.keys(item).sort()).toEqual([
      'datePosted',
      'distanceKm',
      'id',
      'salary',
      'title',
      'uri',
      'vacancyCategory',
      'vacancyCompany',
      'vacancyHours',
      'vacancyLink',
      'vacancyLocation',
    ])
  })
})

describe('vacancy filter options', () => {
  it('lists every place, first sector and first function of open vacancies with its number of them', async () => {
    const open = await allOpen()
    const expected = (values: Array<string | null | undefined>) => {
      const counts = new Map<string, number>()
      for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
      return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value))
    }
    const byValue = (options: FilterOption[]) => [...options].sort((a, b) => a.value.localeCompare(b.value))
    const titles = (map: Map<string, number>) => new Map([...map].map(([title, id]) => [id, title]))
    expect(byValue(filters.options.locations)).toEqual(expected(open.flatMap((doc) => doc.locationPlaces ?? [])))
    expect(byValue(filters.options.sectors)).toEqual(
      expected(open.map((doc) => titles(groupId.sector).get(Number(doc.firstSectorGroup)))),
    )
    expect(byValue(filters.options.functions)).toEqual(
      expected(open.map((doc) => titles(groupId.function).get(Number(doc.firstFunctionGroup)))),
    )
    const values = filters.options.locations.map((option) => option.value)
    expect(values).toContain("'s-Hertogenbosch")
    expect(values).not.toContain('Den Bosch')
    expect(values).not.toContain('Landelijk')
  })
})

describe('derived vacancy fields', () => {
  it('survive an update that changes only another field', async () => {
    const vacancy = await createVacancy({
      title: 'Qwertyplanner Bijwerken',
      vacancyLocation: 'Tilburg / Den Haag',
      vacancySectorGroup: [groupId.sector.get('Logistiek')!],
    })
    const updated = await payload.update({
      collection: 'vacancies',
      id: vacancy.id,
      overrideAccess: true,
      data: { vacancyHours: '32 uur' },
      depth: 0,
      context: { disableRevalidate: true },
    })
    expect(updated.locationPlaces).toEqual(['Den Haag', 'Tilburg'])
    expect(updated.locationPoints?.map(({ name, province }) => ({ name, province }))).toEqual([
      { name: 'Den Haag', province: 'Zuid-Holland' },
      { name: 'Tilburg', province: 'Noord-Brabant' },
    ])
    expect(updated.firstSectorGroup).toBe(groupId.sector.get('Logistiek'))
  })
})
