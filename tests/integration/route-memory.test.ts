import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadRouteMemoryFrom } from '@/cms/route-memory-sync'
import { applicantToken, replaceApplicantLink, tokenOpensApplication } from '@/forms/applicant-link'
import { parseListQuery } from '@/lists/list-query'
import { isMissingListView, legacySubjectSlug, pageOutcome } from '@/page-data/unknown-page'
import { resetRouteMemory, routeMemory, type RouteSet } from '@/routing/route-memory'

import { getTestPayload } from './helpers'
import { PUBLISHABLE_SALARY } from '../fixtures/salary'

/**
 * The proxy's route memory against the database: loaded once, then each save or delete through
 * Payload changes it before the save returns, so the next request is decided on the new state.
 */

let payload: Payload
let routes: RouteSet

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const query = (search: string) => parseListQuery(new URLSearchParams(search))

beforeAll(async () => {
  payload = await getTestPayload()
  resetRouteMemory()
  await loadRouteMemoryFrom(payload)
  routes = (await routeMemory())!
}, 900_000)

afterAll(() => resetRouteMemory())

describe('the loaded memory', () => {
  it('knows the published documents, thank-you pages and app routes, and nothing else', async () => {
    expect(pageOutcome(routes, '/')).toBe('page')
    expect(pageOutcome(routes, '/nieuws')).toBe('page')
    expect(pageOutcome(routes, '/contact/bedankt')).toBe('page')
    expect(pageOutcome(routes, '/over-ons/bedankt')).toBe('unknown')
    expect(pageOutcome(routes, '/bestaat-niet')).toBe('unknown')
    const { docs } = await payload.find({
      collection: 'vacancies',
      where: { _status: { equals: 'published' } },
      limit: 1,
    })
    expect(pageOutcome(routes, `/${docs[0].uri}`)).toBe('page')
    expect(pageOutcome(routes, '/vacatures/bestaat-niet')).toBe('unknown')
  })
})

describe('a page', () => {
  it('is known from its publication, moves with its slug (the old path redirects) and is gone when unpublished or deleted', async () => {
    const slug = `geheugen-${unique()}`
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Geheugen', slug, pageType: 'simple', _status: 'draft' },
    })
    expect(pageOutcome(routes, `/${slug}`)).toBe('unknown')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    expect(pageOutcome(routes, `/${slug}`)).toBe('page')

    // A draft under another slug leaves the published page where it is.
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { slug: `${slug}-concept` } })
    expect(pageOutcome(routes, `/${slug}`)).toBe('page')
    expect(pageOutcome(routes, `/${slug}-concept`)).toBe('unknown')

    await payload.update({ collection: 'pages', id: page.id, data: { slug: `${slug}-nieuw`, _status: 'published' } })
    expect(pageOutcome(routes, `/${slug}-nieuw`)).toBe('page')
    expect(pageOutcome(routes, `/${slug}`)).toEqual({ to: `/${slug}-nieuw`, status: 308 })

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' } })
    expect(pageOutcome(routes, `/${slug}-nieuw`)).toBe('unknown')
    // The redirect follows its document, which is no longer published.
    expect(pageOutcome(routes, `/${slug}`)).toBe('unknown')

    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'published' } })
    expect(pageOutcome(routes, `/${slug}-nieuw`)).toBe('page')
    await payload.delete({ collection: 'pages', id: page.id })
    expect(pageOutcome(routes, `/${slug}-nieuw`)).toBe('unknown')
    expect(pageOutcome(routes, `/${slug}`)).toBe('unknown')
  })
})

describe('a vacancy', () => {
  it('is known while published, closed or not, and counts on the overview only while open', async () => {
    const slug = `geheugen-${unique()}`
    const countedPages = () => {
      let page = 1
      while (!isMissingListView(routes, '/vacatures', query(`page=${page + 1}`))) page++
      return page
    }
    const vacancy = await payload.create({
      collection: 'vacancies',
      data: {
        title: 'Geheugenmonteur',
        slug,
        vacancyLocation: 'Zwoegplukkerveen',
        salary: PUBLISHABLE_SALARY,
        datePosted: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(pageOutcome(routes, `/vacatures/${slug}`)).toBe('page')
    // Its place is a value of the location filter, though no gazetteer knows it.
    expect(isMissingListView(routes, '/vacatures', query('location=Zwoegplukkerveen'))).toBe(false)
    const { totalDocs: open } = await payload.count({
      collection: 'vacancies',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than: new Date().toISOString() } }] },
        ],
      },
    })
    expect(countedPages()).toBe(Math.max(1, Math.ceil(open / 12)))

    await payload.update({
      collection: 'vacancies',
      id: vacancy.id,
      data: { validThrough: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(pageOutcome(routes, `/vacatures/${slug}`)).toBe('page')
    expect(isMissingListView(routes, '/vacatures', query('location=Zwoegplukkerveen'))).toBe(true)
    expect(countedPages()).toBe(Math.max(1, Math.ceil((open - 1) / 12)))

    await payload.delete({ collection: 'vacancies', id: vacancy.id })
    expect(pageOutcome(routes, `/vacatures/${slug}`)).toBe('unknown')
  })

  it('takes a new sector group as a filter value at once, and drops a deleted one', async () => {
    const title = `Geheugensector ${unique()}`
    const search = `sector=${encodeURIComponent(title)}`
    expect(isMissingListView(routes, '/vacatures', query(search))).toBe(true)
    const group = await payload.create({ collection: 'sectorGroups', data: { title } })
    expect(isMissingListView(routes, '/vacatures', query(search))).toBe(false)
    await payload.delete({ collection: 'sectorGroups', id: group.id })
    expect(isMissingListView(routes, '/vacatures', query(search))).toBe(true)
  })
})

describe('a redirect', () => {
  it('leads from its path as saved, and no longer once moved or deleted', async () => {
    const from = `/oud-${unique()}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'custom', url: '/contact' }, type: '308' },
    })
    expect(pageOutcome(routes, from)).toEqual({ to: '/contact', status: 308 })

    await payload.update({ collection: 'redirects', id: redirect.id, data: { type: '307' } })
    expect(pageOutcome(routes, from)).toEqual({ to: '/contact', status: 307 })

    await payload.update({ collection: 'redirects', id: redirect.id, data: { from: `${from}-ander` } })
    expect(pageOutcome(routes, from)).toBe('unknown')
    expect(pageOutcome(routes, `${from}-ander`)).toEqual({ to: '/contact', status: 307 })

    await payload.delete({ collection: 'redirects', id: redirect.id })
    expect(pageOutcome(routes, `${from}-ander`)).toBe('unknown')
  })

  it('to a document follows that document when it moves', async () => {
    const slug = `geheugen-${unique()}`
    const news = await payload.create({
      collection: 'news',
      data: { title: 'Bericht', slug, intro: 'Intro', publishedAt: new Date().toISOString(), _status: 'published' },
    })
    const from = `/oud-${unique()}`
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from, to: { type: 'reference', reference: { relationTo: 'news', value: news.id } }, type: '308' },
    })
    expect(pageOutcome(routes, from)).toEqual({ to: `/nieuws/${slug}`, status: 308 })
    await payload.update({ collection: 'news', id: news.id, data: { slug: `${slug}-2`, _status: 'published' } })
    expect(pageOutcome(routes, from)).toEqual({ to: `/nieuws/${slug}-2`, status: 308 })
    await payload.delete({ collection: 'redirects', id: redirect.id })
    await payload.delete({ collection: 'news', id: news.id })
    expect(pageOutcome(routes, `/nieuws/${slug}-2`)).toBe('unknown')
  })
})

describe('news subjects', () => {
  it('are filter values from their save, and an old link by id finds the slug', async () => {
    const title = `Geheugen ${unique()}`
    const subject = await payload.create({ collection: 'subjects', data: { title } })
    expect(isMissingListView(routes, '/nieuws', query(`subject=${subject.slug}`))).toBe(false)
    expect(legacySubjectSlug(routes, String(subject.id))).toBe(subject.slug)
    await payload.delete({ collection: 'subjects', id: subject.id })
    expect(isMissingListView(routes, '/nieuws', query(`subject=${subject.slug}`))).toBe(true)
    expect(legacySubjectSlug(routes, String(subject.id))).toBeNull()
  })
})

describe("an applicant's link", () => {
  it('opens from its creation, not once replaced, expired or deleted', async () => {
    const application = await payload.create({
      collection: 'applications',
      overrideAccess: true,
      data: {
        firstName: 'Noor',
        lastName: `Geheugen-${unique()}`,
        emailAddress: `geheugen.${unique()}@example.nl`,
        phoneNumber: '06 1234 5678',
        status: 'new',
      },
    })
    const opens = (token: string) => tokenOpensApplication(routes.applicantKey!, token, routes.applications)
    const first = applicantToken(payload, application)
    expect(opens(first)).toBe(true)
    expect(opens(`${first.slice(0, -1)}${first.endsWith('A') ? 'B' : 'A'}`)).toBe(false)

    await replaceApplicantLink(payload, application.id)
    const replaced = await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })
    const second = applicantToken(payload, replaced)
    expect(opens(first)).toBe(false)
    expect(opens(second)).toBe(true)

    await payload.update({
      collection: 'applications',
      id: application.id,
      overrideAccess: true,
      data: { linkExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(opens(second)).toBe(false)

    await payload.update({
      collection: 'applications',
      id: application.id,
      overrideAccess: true,
      data: { linkExpiresAt: new Date(Date.now() + 60_000).toISOString() },
    })
    expect(opens(second)).toBe(true)
    await payload.delete({ collection: 'applications', id: application.id, overrideAccess: true })
    expect(opens(second)).toBe(false)
  })
})
