import { describe, expect, it } from 'vitest'

import { salaryProblems } from '@/pay/salary-rules'
import { buildJobPostingJsonLd, type JobPostingInput } from '@/seo/job-posting'

const ORIGIN = 'https://www.koersgroep.nl'
const NOW = new Date('2026-03-01T12:00:00.000Z')

const input = (overrides: Partial<JobPostingInput> = {}): JobPostingInput => ({
  id: 12,
  path: '/vacatures/planner-12',
  title: 'Logistiek Planner',
  descriptionHtml: '<p>Je plant <strong>ritten</strong>.</p>',
  datePosted: '2026-02-20T09:00:00.000Z',
  validThrough: '2026-04-30T00:00:00.000Z',
  employmentType: 'FULL_TIME',
  reference: 'KG-02412',
  company: null,
  location: 'Tilburg / Den Haag',
  province: 'Noord-Brabant',
  salary: { min: 3000, max: 4200, unit: 'MONTH' },
  directApply: true,
  organisation: { name: 'Koers Groep', logoUrl: '/brand/logo.png' },
  ...overrides,
})

describe('JobPosting JSON-LD (Google for Jobs)', () => {
  it('has every property Google requires, with non-empty values', () => {
    const posting = buildJobPostingJsonLd(ORIGIN, input())
    expect(posting['@context']).toBe('https://schema.org')
    expect(posting['@type']).toBe('JobPosting')
    for (const property of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) {
      expect(posting[property], property).toBeTruthy()
    }
    expect(posting.title).toBe('Logistiek Planner')
    expect(posting.description).toBe('<p>Je plant <strong>ritten</strong>.</p>')
    expect(new Date(String(posting.datePosted)).toISOString()).toBe('2026-02-20T09:00:00.000Z')
  })

  it('gives a validThrough in the future for an open vacancy', () => {
    const posting = buildJobPostingJsonLd(ORIGIN, input())
    expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(NOW.getTime())
    expect(buildJobPostingJsonLd(ORIGIN, input({ validThrough: null }))).not.toHaveProperty('validThrough')
  })

  it('names our organisation with its site and logo when the vacancy names no company, else the client', () => {
    expect(buildJobPostingJsonLd(ORIGIN, input()).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Koers Groep',
      sameAs: 'https://www.koersgroep.nl/',
      logo: 'https://www.koersgroep.nl/brand/logo.png',
    })
    const client = {
      name: 'Noordhaven Logistics',
      url: 'https://noordhaven.example/',
      logoUrl: '/api/media/file/nh.png',
    }
    expect(buildJobPostingJsonLd(ORIGIN, input({ company: client })).hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Noordhaven Logistics',
      sameAs: 'https://noordhaven.example/',
      logo: 'https://www.koersgroep.nl/api/media/file/nh.png',
    })
    // A client whose site is unknown is not given ours: sameAs would say it is us.
    expect(
      buildJobPostingJsonLd(ORIGIN, input({ company: { name: 'Noordhaven Logistics' } })).hiringOrganization,
    ).toEqual({ '@type': 'Organization', name: 'Noordhaven Logistics' })
  })

  it('places the job in each of its places, each with the province the gazetteer gives it', () => {
    const place = (locality: string, region: string) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: locality, addressRegion: region, addressCountry: 'NL' },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    })
    // 'Tilburg / Den Haag': Den Haag lies in Zuid-Holland, whatever the editor's province says.
    expect(buildJobPostingJsonLd(ORIGIN, input()).jobLocation).toEqual([
      place('Den Haag', 'Zuid-Holland'),
      place('Tilburg', 'Noord-Brabant'),
    ])
    expect(buildJobPostingJsonLd(ORIGIN, input({ location: 'Utrecht area', province: null })).jobLocation).toEqual(
      place('Utrecht', 'Utrecht'),
    )
  })

  it('never gives a province or region as a locality', () => {
    expect(buildJobPostingJsonLd(ORIGIN, input({ location: 'Zuid Holland', province: null })).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: 'Zuid-Holland', addressCountry: 'NL' },
    })
    expect(buildJobPostingJsonLd(ORIGIN, input({ location: 'Regio Brabant', province: null })).jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressRegion: 'Noord-Brabant', addressCountry: 'NL' },
    })
  })

  it('opens a nationwide vacancy to applicants in the Netherlands and marks remote work', () => {
    const nationwide = buildJobPostingJsonLd(ORIGIN, input({ location: 'Door heel Nederland', province: null }))
    expect(nationwide.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'NL' })
    expect(nationwide.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'NL' },
    })
    expect(nationwide).not.toHaveProperty('jobLocationType')

    const remote = buildJobPostingJsonLd(ORIGIN, input({ location: 'Remote', province: null }))
    expect(remote.jobLocationType).toBe('TELECOMMUTE')
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'NL' })
    expect(remote).not.toHaveProperty('jobLocation')
  })

  it('says whether our form is the way to apply', () => {
    expect(buildJobPostingJsonLd(ORIGIN, input()).directApply).toBe(true)
    expect(buildJobPostingJsonLd(ORIGIN, input({ directApply: false })).directApply).toBe(false)
  })

  it('gives the salary range when known and leaves it out otherwise', () => {
    expect(buildJobPostingJsonLd(ORIGIN, input()).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 3000, maxValue: 4200, unitText: 'MONTH' },
    })
    expect(buildJobPostingJsonLd(ORIGIN, input({ salary: { max: 25, unit: 'HOUR' } })).baseSalary).toMatchObject({
      value: { value: 25, unitText: 'HOUR' },
    })
    expect(buildJobPostingJsonLd(ORIGIN, input({ salary: { min: null, max: null } }))).not.toHaveProperty('baseSalary')
  })

  it('gives every salary a vacancy may be published with as a baseSalary in euros per unit', () => {
    const publishable = [
      { min: 3200, max: 4100, unit: 'MONTH' },
      { min: 3250, max: null, unit: 'MONTH' },
      { min: 18.5, max: 18.5, unit: 'HOUR' },
      { min: 52_000, max: 64_000, unit: 'YEAR' },
    ] as const
    const values = publishable.map((salary) => {
      expect(salaryProblems(salary)).toEqual({})
      return buildJobPostingJsonLd(ORIGIN, input({ salary })).baseSalary
    })
    expect(values).toEqual([
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 3200, maxValue: 4100, unitText: 'MONTH' },
      },
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', value: 3250, unitText: 'MONTH' },
      },
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', value: 18.5, unitText: 'HOUR' },
      },
      {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 52_000, maxValue: 64_000, unitText: 'YEAR' },
      },
    ])
  })

  it('identifies the vacancy by its reference (or id) and links the page', () => {
    const posting = buildJobPostingJsonLd(ORIGIN, input())
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Koers Groep', value: 'KG-02412' })
    expect(buildJobPostingJsonLd(ORIGIN, input({ reference: null })).identifier).toMatchObject({ value: '12' })
    expect(posting.url).toBe('https://www.koersgroep.nl/vacatures/planner-12')
    expect(posting.employmentType).toBe('FULL_TIME')
  })
})
