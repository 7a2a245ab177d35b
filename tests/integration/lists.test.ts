import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_SIZE, pageOffset } from '@/lists/pagination'
import {
  fetchExperiencesPage,
  fetchNewestNews,
  fetchNewsPage,
  fetchSubjectArticleCounts,
  fetchSubjects,
} from '@/lists/server/lists'
import { fetchEmployees, fetchLabels, fetchLocations, fetchSuccessStories } from '@/page-data/entries'

import { getTestPayload } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

/** Every published news article's id, newest first: what the pages must be slices of. */
async function allNewsIds(where = {}) {
  const { docs } = await payload.find({
    collection: 'news',
    where: { and: [{ _status: { equals: 'published' } }, where] },
    sort: '-publishedAt',
    pagination: false,
    depth: 0,
    select: {},
  })
  return docs.map((doc) => doc.id)
}

describe('news list', () => {
  it('shows 12 articles a page, newest first, and counts them all', async () => {
    const first = await fetchNewsPage(payload, { page: 1, subject: null })
    expect(first.docs).toHaveLength(PAGE_SIZE)
    expect(first.totalDocs).toBe(30)
    expect(first.totalPages).toBe(3)
    const dates = first.docs.map((doc) => Date.parse(doc.publishedAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('skips 12 × (page − 1) articles, so page 2 shows different articles', async () => {
    const ids = await allNewsIds()
    const second = await fetchNewsPage(payload, { page: 2, subject: null })
    expect(second.docs.map((doc) => doc.id)).toEqual(ids.slice(pageOffset(2), pageOffset(2) + PAGE_SIZE))
    const first = await fetchNewsPage(payload, { page: 1, subject: null })
    const overlap = second.docs.filter((doc) => first.docs.some((other) => other.id === doc.id))
    expect(overlap).toEqual([])
    const third = await fetchNewsPage(payload, { page: 3, subject: null })
    expect(third.docs).toHaveLength(30 - 2 * PAGE_SIZE)
  })

  it('returns only what a card needs, with the image populated', async () => {
    const { docs } = await fetchNewsPage(payload, { page: 1, subject: null })
    const [doc] = docs
    expect(Object.keys(doc).sort()).toEqual(['id', 'intro', 'keyvisualImage', 'publishedAt', 'title', 'uri'])
    expect(doc.uri).toMatch(/^nieuws\//)
    expect(doc.keyvisualImage).toMatchObject({
      url: expect.stringContaining('/api/media/file/'),
      alt: expect.any(String),
    })
  })

  it('filters by subject slug and counts only that subject', async () => {
    const subjects = await fetchSubjects(payload)
    expect(subjects.map(({ title, slug }) => [title, slug])).toEqual([
      ['Arbeidsmarkt', 'arbeidsmarkt'],
      ['Carrière', 'carriere'],
      ['Koers Groep', 'koers-groep'],
      ['Werkgevers', 'werkgevers'],
    ])
    const [subject] = subjects
    const expected = await allNewsIds({ subjects: { in: [subject.id] } })
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(30)
    const result = await fetchNewsPage(payload, { page: 1, subject: 'arbeidsmarkt' })
    expect(result.totalDocs).toBe(expected.length)
    expect(result.docs.map((doc) => doc.id)).toEqual(expected.slice(0, PAGE_SIZE))
    const counts = await fetchSubjectArticleCounts(payload)
    expect(counts.find((candidate) => candidate.id === subject.id)?.articles).toBe(expected.length)
  })

  it('is empty for an unknown subject and for a page past the end', async () => {
    expect(await fetchNewsPage(payload, { page: 1, subject: 'bestaat-niet' })).toMatchObject({ docs: [], totalDocs: 0 })
    const past = await fetchNewsPage(payload, { page: 9, subject: null })
    expect(past.docs).toEqual([])
    expect(past.totalDocs).toBe(30)
  })

  it('gives a new subject a slug from its name, kept when the name changes and unique', async () => {
    const context = { disableRevalidate: true }
    const created = await payload.create({ collection: 'subjects', data: { title: 'Zorg & Welzijn' }, context })
    try {
      expect(created.slug).toBe('zorg-welzijn')
      const renamed = await payload.update({
        collection: 'subjects',
        id: created.id,
        data: { title: 'Zorg en welzijn' },
        context,
      })
      expect(renamed.slug).toBe('zorg-welzijn')
      const edited = await payload.update({
        collection: 'subjects',
        id: created.id,
        data: { slug: 'Zorg / Welzijn' },
        context,
      })
      expect(edited.slug).toBe('zorg-welzijn')
      await expect(
        payload.create({ collection: 'subjects', data: { title: 'Zorg welzijn', slug: 'zorg-welzijn' }, context }),
      ).rejects.toThrow()
    } finally {
      await payload.delete({ collection: 'subjects', id: created.id, context })
    }
  })

  it('leaves drafts out', async () => {
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: {
        title: 'Concept dat niet live staat',
        intro: 'Nog niet klaar.',
        publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
        _status: 'draft',
      },
      context: { disableRevalidate: true },
    })
    try {
      const newest = await fetchNewestNews(payload, 3)
      expect(newest).toHaveLength(3)
      expect(newest.map((doc) => doc.id)).not.toContain(draft.id)
      expect((await fetchNewsPage(payload, { page: 1, subject: null })).totalDocs).toBe(30)
    } finally {
      await payload.delete({ collection: 'news', id: draft.id, context: { disableRevalidate: true } })
    }
  })
})

describe('experiences list', () => {
  it('pages the 14 stories 12 at a time with the card fields', async () => {
    const first = await fetchExperiencesPage(payload, { page: 1 })
    expect(first.docs).toHaveLength(12)
    expect(first).toMatchObject({ totalDocs: 14, totalPages: 2 })
    const second = await fetchExperiencesPage(payload, { page: 2 })
    expect(second.docs).toHaveLength(2)
    expect(second.docs.some((doc) => first.docs.some((other) => other.id === doc.id))).toBe(false)
    const [doc] = first.docs
    expect(doc.phase).toMatchObject({ title: expect.any(String) })
    expect(['purple', 'blue']).toContain(doc.phaseColor)
    expect(doc.pattern).toMatchObject({ url: expect.any(String) })
    expect((await fetchExperiencesPage(payload, { page: 3 })).docs).toEqual([])
  })
})

describe('overviews', () => {
  it('lists labels, employees, offices and success stories', async () => {
    const labels = await fetchLabels(payload)
    expect(labels).toHaveLength(6)
    expect(labels[0]).toMatchObject({ uri: expect.stringMatching(/^labels\//), labelLogo: { url: expect.any(String) } })
    const employees = await fetchEmployees(payload)
    expect(employees.map((employee) => employee.title).slice(0, 2)).toEqual(['Marieke van den Berg', 'Jeroen Kuipers'])
    expect(employees).toHaveLength(9)
    expect((await fetchLocations(payload)).map((location) => location.locationCity)).toEqual([
      'Utrecht',
      'Rotterdam',
      'Eindhoven',
      'Zwolle',
    ])
    const stories = await fetchSuccessStories(payload)
    expect(stories).toHaveLength(3)
    expect(stories[0].images[0]).toMatchObject({ url: expect.any(String) })
  })
})
