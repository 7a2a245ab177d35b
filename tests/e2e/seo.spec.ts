import { expect, test } from '@playwright/test'

import { withClosedVacancy } from './helpers'
import { baseURL } from '../../playwright.config'
import {
  auditSite,
  isSoft404,
  madeUpViewProblem,
  MADE_UP_LIST_VIEWS,
  titleProblems,
  type Audit,
  type AuditedPage,
} from './seo/audit'

/**
 * What search engines and social platforms see, checked by independent validators on every page
 * type of the seeded site (tests/e2e/seo/audit.ts): the sitemap's pages and those it leaves out.
 */

// Warnings of the structured-data validator that no on-site posting can fill: both properties
// exist only for remote work (and applicants' countries), which these vacancies are not.
const UNFILLABLE_WARNINGS = new Set(['jobLocationType', 'applicantLocationRequirements'])

/**
 * The validator reads 'jobLocation.address.addressCountry' as a plain path and cannot look into a
 * list of places, which Google documents for a job in several places. Such an error is only
 * accepted when every place in the list does have its country.
 */
function isListOfPlacesWithCountries(source: string | undefined): boolean {
  const posting = JSON.parse(source ?? '{}') as { jobLocation?: unknown }
  return (
    Array.isArray(posting.jobLocation) &&
    posting.jobLocation.every(
      (place: { address?: { addressCountry?: string } }) => place.address?.addressCountry === 'NL',
    )
  )
}

function structuredDataErrors(page: AuditedPage): string[] {
  return page.structuredData
    .filter((issue) => {
      if (issue.severity === 'WARNING')
        return !(issue.fieldNames ?? []).every((field) => UNFILLABLE_WARNINGS.has(field))
      return !(
        issue.issueMessage === 'Required attribute "jobLocation.address.addressCountry" is missing' &&
        isListOfPlacesWithCountries(issue.source)
      )
    })
    .map((issue) => `${page.url}: ${issue.severity} ${issue.rootType}: ${issue.issueMessage}`)
}

function jsonLd(page: AuditedPage, type: string): Array<Record<string, unknown>> {
  return [...page.html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .filter((item) => item['@type'] === type)
}

test.describe('search engines and social platforms', () => {
  test.describe.configure({ timeout: 600_000 })

  let audit: Audit
  let endedVacancyUrl: string

  test.beforeAll(async ({ request }) => {
    // Hooks keep the default timeout; the audit renders and validates every page once.
    test.setTimeout(600_000)
    // One vacancy past its end date, to see it leave the sitemap and the index.
    await withClosedVacancy(request, 'where[vacancyLink][exists]=false&sort=-title', async (vacancy) => {
      endedVacancyUrl = `${baseURL}/${vacancy.uri}`
      audit = await auditSite(baseURL, { extraPaths: [`/${vacancy.uri}`] })
    })
  })

  test('the Nu HTML Checker finds no error on any page type', () => {
    expect(audit.pages.length).toBeGreaterThan(100)
    expect(audit.pages.flatMap((page) => page.nuErrors.map((error) => `${page.url}: ${error}`))).toEqual([])
  })

  test('the structured-data validator finds no error and no warning that could be filled', () => {
    expect(audit.pages.flatMap(structuredDataErrors)).toEqual([])
    const pages = (type: string) => audit.pages.filter((page) => jsonLd(page, type).length)
    expect(pages('JobPosting').length).toBeGreaterThanOrEqual(60)
    for (const page of pages('JobPosting')) {
      const [posting] = jsonLd(page, 'JobPosting')
      expect(posting, page.url).toMatchObject({
        hiringOrganization: { name: expect.any(String) },
        employmentType: expect.any(String),
        validThrough: expect.any(String),
        directApply: expect.any(Boolean),
      })
    }
    // Google's Article and logo rules, which the validator does not know.
    for (const page of pages('NewsArticle')) {
      expect(jsonLd(page, 'NewsArticle')[0], page.url).toMatchObject({
        author: { name: expect.any(String), url: expect.any(String) },
        publisher: { name: expect.any(String), logo: { url: expect.stringMatching(/^http/) } },
      })
    }
    const [organization] = jsonLd(
      audit.pages.find((page) => page.url === baseURL)!,
      'Organization',
    )
    expect(organization).toMatchObject({
      logo: expect.stringMatching(/^http/),
      contactPoint: [
        { '@type': 'ContactPoint', contactType: expect.any(String) },
        { '@type': 'ContactPoint', contactType: expect.any(String) },
      ],
    })
  })

  test('every sitemap URL answers 200, may be indexed and is its own canonical', () => {
    const listed = audit.pages.filter((page) => page.inSitemap)
    expect(listed.length).toBe(audit.sitemap.length)
    expect(listed.filter((page) => page.status !== 200).map((page) => page.url)).toEqual([])
    expect(listed.filter((page) => page.robots?.includes('noindex')).map((page) => page.url)).toEqual([])
    expect(
      listed.filter((page) => page.canonical !== page.url).map((page) => `${page.url} → ${page.canonical}`),
    ).toEqual([])
    // One trailing-slash policy: the home page is the bare origin, in the sitemap as in its head.
    expect(audit.sitemap).toContain(baseURL)
  })

  test('utility pages, search results and ended vacancies are kept out of the index and the sitemap', () => {
    const page = (path: string) => audit.pages.find((item) => item.url === new URL(path, baseURL).toString())!
    for (const path of [
      '/bedankt-voor-je-sollicitatie',
      '/solliciteren/bedankt',
      '/contact/bedankt',
      '/vacatures?search=verpleegkundige',
      endedVacancyUrl,
    ]) {
      expect(page(path).status, path).toBe(200)
      expect(page(path).robots, path).toContain('noindex')
      expect(page(path).inSitemap, path).toBe(false)
    }
    // Later pages of a list are canonical to themselves; the second news list points to the first.
    expect(page('/vacatures?page=2').canonical).toBe(`${baseURL}/vacatures?page=2`)
    expect(page('/nieuws?page=2').canonical).toBe(`${baseURL}/nieuws?page=2`)
    expect(page('/blog').canonical).toBe(`${baseURL}/nieuws`)
    expect(page('/blog?page=2').canonical).toBe(`${baseURL}/nieuws?page=2`)
    expect(page('/blog').inSitemap).toBe(false)
  })

  test('no soft 404: nothing to show is a 404, or kept out of the index', () => {
    expect(audit.pages.filter(isSoft404).map((page) => page.url)).toEqual([])
    const problems = MADE_UP_LIST_VIEWS.flatMap(({ path, unfiltered }) => {
      const page = audit.pages.find((item) => item.url === new URL(path, baseURL).toString())
      const problem = page ? madeUpViewProblem(page, unfiltered, baseURL) : 'not audited'
      return problem ? [`${path}: ${problem}`] : []
    })
    expect(problems).toEqual([])
  })

  test('every page has a social image that answers 200 and that robots.txt lets crawlers fetch', () => {
    const served = audit.pages.filter((page) => page.status === 200)
    expect(served.filter((page) => !page.ogImage).map((page) => page.url)).toEqual([])
    expect(
      audit.images.filter((image) => image.status !== 200 || !/^image\/(png|jpeg)$/.test(image.type ?? '')),
    ).toEqual([])
    expect(audit.images.filter((image) => !image.allowedByRobots).map((image) => image.url)).toEqual([])
  })

  const sameAddress = (a: string | null, b: string) => a?.replace(/\/$/, '') === b.replace(/\/$/, '')

  test('every indexable page has its own title and description', () => {
    // A page canonical elsewhere ('/labels/koers-bouw?page=2') may share its canonical page's title.
    const indexable = audit.pages.filter(
      (page) => page.status === 200 && !page.robots?.includes('noindex') && sameAddress(page.canonical, page.url),
    )
    const repeated = (values: Array<string | null>) =>
      values.filter((value, index) => !value || values.indexOf(value) !== index)
    expect(repeated(indexable.map((page) => page.title))).toEqual([])
    expect(repeated(indexable.map((page) => page.description))).toEqual([])
  })

  test('titles follow the rules: a page number only on a paged list, no place named twice', () => {
    expect(
      titleProblems({ url: 'check', title: 'Monteur (Rotterdam) in Rotterdam bij Zon | Koers', html: '' }),
    ).toHaveLength(1)
    expect(titleProblems({ url: 'check', title: 'Koers Bouw (pagina 2) | Koers', html: '<main></main>' })).toHaveLength(
      1,
    )
    expect(audit.pages.filter((page) => page.status === 200).flatMap(titleProblems)).toEqual([])
    const label = audit.pages.find((page) => page.url.endsWith('/labels/koers-bouw?page=2'))
    expect(label?.title).not.toContain('pagina')
  })
})
