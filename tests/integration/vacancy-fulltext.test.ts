/**
 * The Dutch full-text search, relevance and the distance filter in the database. The same cases
 * run on SQLite (FTS5 over our Snowball stems) and PostgreSQL (tsvector, `dutch` configuration):
 *   npx vitest run --project integration tests/integration/vacancy-fulltext.test.ts
 *   TEST_DATABASE=postgres npx vitest run --project integration tests/integration/vacancy-fulltext.test.ts
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { distanceKm, findPlace } from '@/geo/gazetteer'
import { EMPTY_VACANCY_STATE, type VacancyListState } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { slugify } from '@/routing/uri'
import { fetchVacancyGroups, searchVacancies } from '@/search/server/vacancy-queries'
import { buildVacancyLookups } from '@/search/vacancy-options'
import { richText } from '@/seed/richtext'

import { getTestPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

const HOUR = 60 * 60 * 1000
const now = new Date()
let payload: Payload
let lookups: ReturnType<typeof buildVacancyLookups>
const created: number[] = []
const id: Record<string, number> = {}

const search = async (overrides: Partial<VacancyListState>) =>
  searchVacancies(payload, { ...EMPTY_VACANCY_STATE, ...overrides }, { lookups, now })

const ids = async (overrides: Partial<VacancyListState>) => (await search(overrides)).items.map((item) => item.id)

async function createVacancy(
  key: string,
  data: Partial<Vacancy> & { title: string; vacancyLocation: string },
  hoursAgo: number,
): Promise<void> {
  const doc = await payload.create({
    collection: 'vacancies',
    overrideAccess: true,
    context: { disableRevalidate: true },
    data: {
      slug: slugify(`${data.title}-${key}`),
      datePosted: new Date(now.getTime() - hoursAgo * HOUR).toISOString(),
      salary: PUBLISHABLE_SALARY,
      _status: 'published',
      ...data,
    },
  })
  created.push(doc.id)
  id[key] = doc.id
}

const text = (value: string) => [{ blockType: 'text' as const, blockContent: richText(value) as never }]

beforeAll(async () => {
  payload = await getTestPayload()
  lookups = buildVacancyLookups(await fetchVacancyGroups(payload))
  const logistiek = (await payload.find({ collection: 'sectorGroups', where: { title: { equals: 'Logistiek' } } }))
    .docs[0].id
  await createVacancy(
    'nurse',
    { title: 'Verpleegkundige Zwoegplukker', vacancyCategory: 'Zorg', vacancyLocation: 'Utrecht' },
    30,
  )
  await createVacancy(
    'mechanics',
    {
      title: 'Monteurs Zwoegplukker',
      vacancyLocation: 'Amersfoort',
      vacancySectorGroup: [logistiek],
      pageContentMatrixSimple: text('Lunch in het café om de hoek, 100% vergoed.'),
    },
    20,
  )
  await createVacancy('compound', { title: 'Servicemonteurs Klopperwiek', vacancyLocation: 'Amersfoort' }, 25)
  await createVacancy('apart', { title: 'Verpleegkundige Wijkzorg Klopperwiek', vacancyLocation: 'Delft' }, 26)
  await createVacancy('together', { title: 'Wijkverpleegkundige Klopperwiek', vacancyLocation: 'Delft' }, 27)
  await createVacancy('far', { title: 'Planner Zwoegplukker', vacancyLocation: 'Zwolle' }, 10)
  await createVacancy('split', { title: 'Chauffeur Zwoegplukker', vacancyLocation: 'Tilburg / Den Haag' }, 5)
  await createVacancy('region', { title: 'Adviseur Zwoegplukker', vacancyLocation: 'Zuid Holland' }, 4)
  // Relevance: the same word in the title (oldest), the category, and the content (newest).
  await createVacancy('inTitle', { title: 'Flubbertaak medewerker', vacancyLocation: 'Breda' }, 300)
  await createVacancy('inTitleNewer', { title: 'Medewerker flubbertaken', vacancyLocation: 'Breda' }, 200)
  await createVacancy(
    'inCategory',
    { title: 'Teamleider', vacancyCategory: 'Flubbertaak', vacancyLocation: 'Breda' },
    100,
  )
  await createVacancy(
    'inContent',
    { title: 'Coördinator', vacancyLocation: 'Breda', pageContentMatrixSimple: text('Je verdeelt de flubbertaken.') },
    1,
  )
})

afterAll(async () => {
  await payload.delete({
    collection: 'vacancies',
    where: { id: { in: created } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
})

describe('Dutch full-text search', () => {
  it('matches Dutch stems: plural and singular', async () => {
    expect(await ids({ search: 'verpleegkundigen zwoegplukker' })).toEqual([id.nurse])
    expect(await ids({ search: 'monteur zwoegplukker' })).toEqual([id.mechanics])
  })

  it('finds the head of a Dutch compound, not any part of a word', async () => {
    expect(await ids({ search: 'klopperwiek servicemonteur' })).toEqual([id.compound])
    expect(await ids({ search: 'klopperwiek monteur' })).toEqual([id.compound])
    expect(await ids({ search: 'monteurs klopperwiek' })).toEqual([id.compound])
    expect(await ids({ search: 'klopperwiek service' })).toEqual([id.compound])
    expect(await ids({ search: 'klopperwiek teur' })).toEqual([])
  })

  it('finds a compound written apart and the parts written as a compound', async () => {
    expect((await ids({ search: 'wijkverpleegkundige klopperwiek' })).sort()).toEqual([id.apart, id.together].sort())
    expect((await ids({ search: 'klopperwiek wijkverpleegkundige' })).sort()).toEqual([id.apart, id.together].sort())
    // The head alone finds both, written together or apart.
    expect((await ids({ search: 'verpleegkundige klopperwiek' })).sort()).toEqual([id.apart, id.together].sort())
    // The modifier must start a word of its own: 'servicemonteur' is not 'monteur' with 'service' anywhere.
    expect(await ids({ search: 'klopperwiek zorgmonteur' })).toEqual([])
  })

  it('ignores accents and case', async () => {
    expect(await ids({ search: 'cafe zwoegplukker' })).toEqual([id.mechanics])
    expect(await ids({ search: 'CAFÉ ZWOEGPLUKKER' })).toEqual([id.mechanics])
    expect(await ids({ search: 'coordinator flubbertaak' })).toEqual([id.inContent])
  })

  it('requires every word, in any order', async () => {
    expect(await ids({ search: 'zwoegplukker verpleegkundige' })).toEqual([id.nurse])
    expect(await ids({ search: 'verpleegkundige zwoegplukker' })).toEqual([id.nurse])
    expect(await ids({ search: 'verpleegkundige monteur zwoegplukker' })).toEqual([])
    expect(await ids({ search: 'servicemonteurs klopperwiek' })).toEqual([id.compound])
  })

  it('matches the last word as a prefix, the others whole', async () => {
    expect(await ids({ search: 'zwoegplukker verpleeg' })).toEqual([id.nurse])
    expect(await ids({ search: 'verpleeg zwoegplukker' })).toEqual([])
  })

  it('takes % and _ literally, never as wildcards', async () => {
    expect(await ids({ search: 'zwoeg%ker' })).toEqual([])
    expect(await ids({ search: 'zwoegplukk_r' })).toEqual([])
    expect(await ids({ search: '%' })).toEqual([])
    expect(await ids({ search: '100% vergoed zwoegplukker' })).toEqual([id.mechanics])
  })

  it('orders by relevance: title, then category, then content; newer first on ties', async () => {
    expect(await ids({ search: 'flubbertaak' })).toEqual([id.inTitleNewer, id.inTitle, id.inCategory, id.inContent])
  })

  it("orders newest first with 'Nieuwste'", async () => {
    expect(await ids({ search: 'flubbertaak', sort: 'nieuwste' })).toEqual([
      id.inContent,
      id.inCategory,
      id.inTitleNewer,
      id.inTitle,
    ])
  })

  it('follows every save: a changed title is found by its new words only', async () => {
    await payload.update({
      collection: 'vacancies',
      id: id.far,
      data: { title: 'Heftruckchauffeur Zwoegplukker' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await ids({ search: 'heftruckchauffeurs zwoegplukker' })).toEqual([id.far])
    expect(await ids({ search: 'planner zwoegplukker' })).toEqual([])
  })
})

describe('distance filter', () => {
  const utrecht = findPlace('Utrecht')!

  it('keeps vacancies with a place within the radius, and gives the distance', async () => {
    expect(await ids({ search: 'zwoegplukker', near: 'Utrecht', km: 10 })).toEqual([id.nurse])
    const within25 = await search({ search: 'zwoegplukker', near: 'utrecht', km: 25, sort: 'nieuwste' })
    expect(within25.items.map((item) => item.id)).toEqual([id.mechanics, id.nurse])
    const [mechanics, nurse] = within25.items
    expect(nurse.distanceKm).toBeCloseTo(0, 1)
    expect(mechanics.distanceKm).toBeCloseTo(distanceKm(utrecht, findPlace('Amersfoort')!), 1)
  })

  it("measures to a vacancy's nearest place, each place with its own coordinates", async () => {
    const within60 = await search({ search: 'zwoegplukker chauffeur', near: 'Utrecht', km: 50 })
    expect(within60.items).toEqual([])
    const nearHague = await search({ search: 'zwoegplukker chauffeur', near: "'s-Gravenhage", km: 10 })
    expect(nearHague.items.map((item) => item.id)).toEqual([id.split])
    expect(nearHague.items[0].distanceKm).toBeCloseTo(0, 1)
  })

  it('combines with the other filters (AND)', async () => {
    expect(await ids({ search: 'zwoegplukker', near: 'Utrecht', km: 25, sector: 'Logistiek' })).toEqual([id.mechanics])
    expect(await ids({ near: 'Amersfoort', km: 10, location: 'Utrecht', search: 'zwoegplukker' })).toEqual([])
    const all = await search({ near: 'Utrecht', km: 50 })
    expect(all.total).toBeGreaterThan(1)
    for (const item of all.items) expect(item.distanceKm).toBeLessThanOrEqual(50)
  })

  it('never puts a region without a place on the map', async () => {
    expect(await ids({ search: 'adviseur zwoegplukker', near: 'Den Haag', km: 50 })).toEqual([])
    expect(await ids({ search: 'adviseur zwoegplukker' })).toEqual([id.region])
  })

  it('explains an unknown place with suggestions instead of rows', async () => {
    const result = await search({ search: 'zwoegplukker', near: 'Utrecth', km: 25 })
    expect(result.items).toEqual([])
    expect(result.unknownPlace).toEqual({ name: 'Utrecth', suggestions: expect.arrayContaining(['Utrecht']) })
  })
})
