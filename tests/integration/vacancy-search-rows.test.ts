import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EMPTY_VACANCY_STATE } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { fetchVacancyGroups, searchVacancies } from '@/search/server/vacancy-queries'
import { rebuildVacancyDerivedFields } from '@/search/server/vacancy-reindex'
import { deriveVacancyFields } from '@/search/vacancy-fields'
import { buildVacancyLookups } from '@/search/vacancy-options'

import { getTestPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

let payload: Payload

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/**
 * Every column the search reads from its narrow copy, as text on both databases, for one table:
 * `vacancies` or its copy `vacancy_search` (migration `vacancy_search_rows`).
 */
type Table = 'vacancies' | 'vacancy_search'

function columnsOf(table: Table) {
  const vector = payload.db.name === 'postgres' ? `, CAST(search_vector AS TEXT) AS search_vector` : ''
  return `SELECT id, CAST(_status AS TEXT) AS status, CAST(valid_through AS TEXT) AS valid_through,
    CAST(date_posted AS TEXT) AS date_posted, CAST(first_published_at AS TEXT) AS first_published_at,
    first_sector_group_id, first_function_group_id, CAST(salary_per_month AS TEXT) AS salary${vector}
    FROM ${table}`
}

/** The rows in which the two tables differ, both ways: none when the copy is in sync. */
async function differences(): Promise<unknown[]> {
  const query = (left: Table, right: Table) =>
    payload.db.execute({
      drizzle: payload.db.drizzle,
      sql: sql.raw(`${columnsOf(left)} EXCEPT ${columnsOf(right)}`),
    })
  const [missing, extra] = await Promise.all([
    query('vacancies', 'vacancy_search'),
    query('vacancy_search', 'vacancies'),
  ])
  return [...missing.rows.map((row) => ({ missing: row })), ...extra.rows.map((row) => ({ extra: row }))]
}

/** A vacancy in Utrecht with a publishable salary, posted now. */
function createVacancy(data: { title: string; sector: number; status: 'draft' | 'published' }) {
  return payload.create({
    collection: 'vacancies',
    context: { disableRevalidate: true },
    data: {
      title: data.title,
      slug: `${data.title.toLowerCase()}-${unique()}`,
      vacancyLocation: 'Utrecht',
      vacancySectorGroup: [data.sector],
      salary: PUBLISHABLE_SALARY,
      datePosted: new Date().toISOString(),
      _status: data.status,
    },
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the narrow copy the vacancy search reads (vacancy_search)', () => {
  it('holds every vacancy of the seeded content', async () => {
    const { totalDocs } = await payload.count({ collection: 'vacancies', overrideAccess: true })
    expect(totalDocs).toBeGreaterThan(0)
    expect(await differences()).toEqual([])
  })

  it('follows a vacancy through save, publish, unpublish, expiry, a changed group and deletion', async () => {
    const [sector, otherSector] = (await payload.find({ collection: 'sectorGroups', limit: 2, depth: 0 })).docs
    const vacancy = await createVacancy({ title: 'Synchroonmonteur', sector: sector.id, status: 'draft' })
    expect(await differences()).toEqual([])
    await payload.update({ collection: 'vacancies', id: vacancy.id, data: { _status: 'published' } })
    expect(await differences()).toEqual([])
    await payload.update({
      collection: 'vacancies',
      id: vacancy.id,
      data: {
        title: 'Synchroonplanner',
        vacancySectorGroup: [otherSector.id],
        salary: { min: 4000, max: 5200, unit: 'MONTH' },
        validThrough: new Date(Date.now() - 60_000).toISOString(),
      },
    })
    expect(await differences()).toEqual([])
    await payload.update({ collection: 'vacancies', id: vacancy.id, data: { _status: 'draft' } })
    expect(await differences()).toEqual([])
    // `npm run search:rebuild` writes derived fields through the adapter, without hooks.
    await payload.db.updateOne({
      collection: 'vacancies',
      id: vacancy.id,
      data: { vacancySectorGroup: [sector.id] },
      returning: false,
    })
    await rebuildVacancyDerivedFields(payload)
    expect(await differences()).toEqual([])
    await payload.delete({ collection: 'vacancies', id: vacancy.id })
    expect(await differences()).toEqual([])
  })

  it('follows a deleted sector group out of its vacancies', async () => {
    const group = await payload.create({ collection: 'sectorGroups', data: { title: `Synchroonsector ${unique()}` } })
    const vacancy = await createVacancy({ title: 'Synchroonmonteur', sector: group.id, status: 'published' })
    await payload.delete({ collection: 'sectorGroups', id: group.id })
    expect(await differences()).toEqual([])
    await payload.delete({ collection: 'vacancies', id: vacancy.id })
    expect(await differences()).toEqual([])
  })

  it('follows `npm run search:rebuild` after fields changed without hooks, as a save would', async () => {
    const [sector, otherSector] = (await payload.find({ collection: 'sectorGroups', limit: 2, depth: 0 })).docs
    const vacancy = await createVacancy({ title: 'Herbouwmonteur', sector: sector.id, status: 'published' })
    const lookups = buildVacancyLookups(await fetchVacancyGroups(payload))
    const found = async (word: string) =>
      (await searchVacancies(payload, { ...EMPTY_VACANCY_STATE, search: word }, { lookups })).items.map(
        (item) => item.id,
      )
    expect(await found('herbouwmonteur')).toContain(vacancy.id)
    // What an import or an older release may leave behind: source fields without their derived ones.
    const changed = {
      title: 'Klopspechtplanner',
      vacancyLocation: 'Amersfoort / Zwolle',
      vacancySectorGroup: [otherSector.id],
    }
    await payload.db.updateOne({ collection: 'vacancies', id: vacancy.id, data: changed, returning: false })
    expect(await found('klopspechtplanner')).not.toContain(vacancy.id)

    expect(await rebuildVacancyDerivedFields(payload)).toBeGreaterThan(1)
    const rebuilt = await payload.findByID({ collection: 'vacancies', id: vacancy.id, depth: 0 })
    const derivedOf = (doc: Vacancy) => {
      const derived = Object.keys(deriveVacancyFields({})) as (keyof Vacancy)[]
      const picked = Object.fromEntries(derived.map((key) => [key, doc[key]]))
      picked.locationPoints = (doc.locationPoints ?? []).map(({ id, ...point }) => {
        expect(id).toMatch(/^[0-9a-f]{24}$/)
        return point
      })
      return picked
    }
    expect(derivedOf(rebuilt)).toEqual({ ...deriveVacancyFields(rebuilt) })
    expect(rebuilt.locationPlaces).toEqual(['Amersfoort', 'Zwolle'])
    expect(rebuilt.firstSectorGroup).toBe(otherSector.id)
    expect(await found('klopspechtplanner')).toContain(vacancy.id)
    expect(await found('herbouwmonteur')).not.toContain(vacancy.id)
    expect(await differences()).toEqual([])

    // A normal save of the same fields stores the same derived fields; a second rebuild keeps the rows.
    const saved = await payload.update({
      collection: 'vacancies',
      id: vacancy.id,
      depth: 0,
      context: { disableRevalidate: true },
      data: changed,
    })
    expect(derivedOf(saved)).toEqual(derivedOf(rebuilt))
    await rebuildVacancyDerivedFields(payload)
    const again = await payload.findByID({ collection: 'vacancies', id: vacancy.id, depth: 0 })
    expect(again.locationPoints?.map((row) => row.id)).toEqual(saved.locationPoints?.map((row) => row.id))
    expect(await differences()).toEqual([])
    await payload.delete({ collection: 'vacancies', id: vacancy.id })
  })
})
