import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { salaryProblems } from '@/pay/salary-rules'
import { seed } from '@/seed/seed'

import { getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const count = async (collection: Parameters<Payload['count']>[0]['collection']) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

describe('demo content', () => {
  it('has the amounts the demo promises', async () => {
    expect(await count('vacancies')).toBeGreaterThanOrEqual(60)
    expect(await count('sectorGroups')).toBe(6)
    expect(await count('functionGroups')).toBe(8)
    expect(await count('news')).toBe(30)
    expect(await count('subjects')).toBe(4)
    expect(await count('experiences')).toBe(14)
    expect(await count('labels')).toBe(6)
    expect(await count('employees')).toBe(9)
    expect(await count('locations')).toBe(4)
  })

  it('uses both phase colours on experience stories', async () => {
    const { docs } = await payload.find({ collection: 'experiences', pagination: false, depth: 0 })
    expect(new Set(docs.map((doc) => doc.phaseColor))).toEqual(new Set(['purple', 'blue']))
  })

  it('seeds every fixed path of the site', async () => {
    const { docs } = await payload.find({ collection: 'pages', pagination: false, depth: 0, select: { uri: true } })
    const uris = docs.map((doc) => doc.uri)
    for (const uri of [
      '__home__',
      'contact',
      'privacystatement',
      'algemene-voorwaarden',
      'vacatures',
      'solliciteren',
      'blog',
      'ervaringen-van-professionals',
      'nieuws',
    ]) {
      expect(uris).toContain(uri)
    }
  })

  it('uses every advanced block type on one page', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: 'over-ons' } }, depth: 0 })
    const types = new Set(docs[0].pageContentMatrixAdvanced?.map((block) => block.blockType))
    const expected = [
      'contentFoldable',
      'roadmap',
      'team',
      'text',
      'quote',
      'images',
      'clients',
      'callToAction',
      'note',
      'video',
      'references',
      'label',
      'usp',
      'button',
    ]
    expect([...types].sort()).toEqual(expected.sort())
  })

  it('stores normalised places for vacancy locations', async () => {
    const { docs } = await payload.find({
      collection: 'vacancies',
      where: { vacancyLocation: { equals: 'Tilburg / Den Haag' } },
      depth: 0,
    })
    expect(docs[0].locationPlaces).toEqual(['Den Haag', 'Tilburg'])
  })

  it('gives every vacancy a salary it may be published with and a gender-neutral title', async () => {
    const { docs } = await payload.find({
      collection: 'vacancies',
      pagination: false,
      depth: 0,
      select: { title: true, salary: true, intro: true, titleNotNeutral: true, salaryMissing: true },
    })
    const refused = docs.filter((doc) => Object.keys(salaryProblems(doc.salary, doc.intro)).length)
    expect(refused.map((doc) => doc.title)).toEqual([])
    expect(docs.filter((doc) => doc.titleNotNeutral || doc.salaryMissing).map((doc) => doc.title)).toEqual([])
  })

  it('does not duplicate anything when run again', async () => {
    const collections = ['pages', 'news', 'vacancies', 'media', 'labels', 'employees'] as const
    const before = await Promise.all(collections.map(count))
    await seed(payload)
    const after = await Promise.all(collections.map(count))
    expect(after).toEqual(before)
  })
})
