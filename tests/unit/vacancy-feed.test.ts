import { describe, expect, it } from 'vitest'

import { toFeedVacancy } from '@/feeds/export-vacancies'
import { formatSalary, parseJobType, parseSalary, parseVacancyFeed, serialiseVacancyFeed } from '@/feeds/indeed-xml'
import type { FeedVacancy } from '@/feeds/types'
import type { Vacancy } from '@/payload-types'

const job = (overrides: Partial<FeedVacancy> = {}): FeedVacancy => ({
  externalId: 'ats-101',
  title: 'Planner <Transport> & Logistiek',
  datePosted: '2026-02-20T09:00:00.000Z',
  validThrough: '2026-04-30T00:00:00.000Z',
  url: 'https://www.koersgroep.nl/vacatures/planner?a=1&b=2',
  company: 'Noordhaven "Logistics"',
  location: "'s-Hertogenbosch",
  province: 'Noord-Brabant',
  descriptionHtml: '<p>Je plant ritten.</p><p>Een CDATA-einde: ]]> blijft tekst.</p>',
  salary: { min: 2800, max: 3800, unit: 'MONTH' },
  employmentType: 'PART_TIME',
  category: 'Logistiek',
  reference: 'KG-02412',
  hours: '32-40 uur',
  sector: 'Logistiek',
  functionGroup: 'Planning',
  ...overrides,
})

const feed = (jobs: FeedVacancy[]) =>
  serialiseVacancyFeed({
    publisher: 'Koers Groep',
    publisherUrl: 'https://www.koersgroep.nl',
    lastBuildDate: '2026-03-01T12:00:00.000Z',
    jobs,
  })

const jobXml = (inner: string) => `<?xml version="1.0"?><source><publisher>X</publisher>${inner}</source>`

describe('Indeed-style XML feed', () => {
  it('writes escaped elements and the description as CDATA', () => {
    const xml = feed([job()])
    expect(xml).toContain('<title>Planner &lt;Transport&gt; &amp; Logistiek</title>')
    expect(xml).toContain('<company>Noordhaven &quot;Logistics&quot;</company>')
    expect(xml).toContain('<url>https://www.koersgroep.nl/vacatures/planner?a=1&amp;b=2</url>')
    expect(xml).toContain('<description><![CDATA[<p>Je plant ritten.</p>')
    expect(xml).toContain('<date>Fri, 20 Feb 2026 09:00:00 GMT</date>')
    expect(xml).toContain('<jobtype>parttime</jobtype>')
    expect(xml).toContain('<salary>€ 2.800 - € 3.800 per maand</salary>')
    expect(xml).toContain('<country>NL</country>')
  })

  it('reads back exactly what it wrote, CDATA end marker included', () => {
    const jobs = [
      job(),
      job({
        externalId: 'ats-102',
        validThrough: null,
        salary: null,
        company: null,
        employmentType: null,
        sector: null,
      }),
    ]
    expect(parseVacancyFeed(feed(jobs))).toEqual({ ok: true, jobs })
  })

  it('rejects what is not well-formed XML, and says where', () => {
    const result = parseVacancyFeed(jobXml('<job><title>Kapot</job>'))
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/not well-formed XML.*line 1/)
    expect(parseVacancyFeed('').ok).toBe(false)
    expect(parseVacancyFeed('gewoon tekst').ok).toBe(false)
  })

  it('rejects a feed without <source>, without jobs, or with a DTD', () => {
    expect(parseVacancyFeed('<rss><job/></rss>')).toEqual({
      ok: false,
      reason: 'The feed has no <source> root element.',
    })
    expect(parseVacancyFeed(jobXml(''))).toEqual({ ok: false, reason: 'The feed contains no <job> elements.' })
    const withDtd = '<?xml version="1.0"?><!DOCTYPE source [<!ENTITY a "aaaa">]><source><job/></source>'
    expect(parseVacancyFeed(withDtd)).toMatchObject({ ok: false, reason: expect.stringContaining('DTD') })
  })

  it('rejects the whole feed when one job lacks a required value or an id repeats', () => {
    const good =
      '<job><referencenumber>a</referencenumber><title>A</title><city>Breda</city><date>2026-01-05</date></job>'
    const noTitle = '<job><referencenumber>b</referencenumber><city>Breda</city><date>2026-01-05</date></job>'
    const badDate =
      '<job><referencenumber>c</referencenumber><title>C</title><city>Breda</city><date>gisteren</date></job>'
    const result = parseVacancyFeed(jobXml(good + noTitle + badDate + good))
    expect(result.ok).toBe(false)
    const reason = result.ok ? '' : result.reason
    expect(reason).toContain('job 2: title is missing')
    expect(reason).toContain('job 3: date "gisteren" is not a date')
    expect(reason).toContain('job 4: referencenumber "a" is used twice')
    expect(parseVacancyFeed(jobXml(good))).toMatchObject({
      ok: true,
      jobs: [{ externalId: 'a', datePosted: '2026-01-05T00:00:00.000Z', validThrough: null }],
    })
  })

  it('rejects a description with raw markup outside CDATA and a url that is not a web address', () => {
    const raw =
      '<job><referencenumber>a</referencenumber><title>A</title><city>Breda</city><date>2026-01-05</date><description><p>x</p></description><url>javascript:x</url></job>'
    const result = parseVacancyFeed(jobXml(raw))
    expect(!result.ok && result.reason).toContain('description holds markup outside CDATA')
    expect(!result.ok && result.reason).toContain('url "javascript:x" is not a web address')
  })

  it('reads salary text with Dutch separators and a unit', () => {
    expect(parseSalary('€ 2.800 - € 3.850 per maand')).toEqual({ min: 2800, max: 3850, unit: 'MONTH' })
    expect(parseSalary('€ 17,50 per uur')).toEqual({ min: 17.5, max: 17.5, unit: 'HOUR' })
    expect(parseSalary('45000 - 60000 per jaar')).toEqual({ min: 45000, max: 60000, unit: 'YEAR' })
    expect(parseSalary('marktconform')).toBeNull()
    expect(formatSalary({ min: 17.5, max: 17.5, unit: 'HOUR' })).toBe('€ 17,50 per uur')
    expect(formatSalary({ min: 45_000, max: 60_000, unit: 'YEAR' })).toBe('€ 45.000 - € 60.000 per jaar')
    expect(formatSalary({ min: 3200, max: null, unit: 'MONTH' })).toBe('€ 3.200 per maand')
    expect(formatSalary(null)).toBeNull()
  })

  it('maps Indeed job types', () => {
    expect(parseJobType('fulltime')).toBe('FULL_TIME')
    expect(parseJobType('Part-time, temporary')).toBe('PART_TIME')
    expect(parseJobType('internship')).toBe('INTERN')
    expect(parseJobType('anders')).toBeNull()
  })
})

describe('outgoing feed items', () => {
  const vacancy = (overrides: Partial<Vacancy>): Vacancy => ({
    id: 5,
    title: 'Planner',
    slug: 'planner',
    uri: 'vacatures/planner',
    vacancyLocation: 'Utrecht',
    datePosted: '2026-02-20T09:00:00.000Z',
    updatedAt: '2026-02-20T09:00:00.000Z',
    createdAt: '2026-02-20T09:00:00.000Z',
    ...overrides,
  })
  const item = (overrides: Partial<Vacancy>) =>
    toFeedVacancy(vacancy(overrides), { siteUrl: 'https://www.koersgroep.nl', publisher: 'Koers Groep' })
  const where = (location: string, vacancyProvince?: string) => {
    const { location: city, province } = item({ vacancyLocation: location, vacancyProvince })
    return { city, province }
  }

  it('gives the first normalised place as the city and its province from the gazetteer', () => {
    // The editor's province was wrong for Den Haag; the gazetteer knows better.
    expect(where('Tilburg / Den Haag', 'Noord-Brabant')).toEqual({ city: 'Den Haag', province: 'Zuid-Holland' })
    expect(where('Utrecht area')).toEqual({ city: 'Utrecht', province: 'Utrecht' })
    expect(where('Den Bosch')).toEqual({ city: "'s-Hertogenbosch", province: 'Noord-Brabant' })
    expect(where('’s-Hertogenbosch')).toEqual({ city: "'s-Hertogenbosch", province: 'Noord-Brabant' })
  })

  it('gives no city for a province or the whole country', () => {
    expect(where('Zuid Holland')).toEqual({ city: '', province: 'Zuid-Holland' })
    expect(where('Regio Brabant')).toEqual({ city: '', province: 'Noord-Brabant' })
    expect(where('Door heel Nederland')).toEqual({ city: '', province: null })
    const xml = feed([item({ vacancyLocation: 'Door heel Nederland' })])
    expect(xml).not.toContain('<city>')
    expect(xml).toContain('<country>NL</country>')
  })

  it('always names a company: ours when the vacancy names none', () => {
    expect(item({ vacancyCompany: 'Noordhaven Logistics' }).company).toBe('Noordhaven Logistics')
    expect(item({ vacancyCompany: null }).company).toBe('Koers Groep')
    expect(item({ vacancyCompany: '  ' }).company).toBe('Koers Groep')
  })

  it('reads a job without a city back, so nationwide jobs survive the round trip', () => {
    const parsed = parseVacancyFeed(feed([item({ vacancyLocation: 'Landelijk' })]))
    expect(parsed).toMatchObject({ ok: true, jobs: [{ location: '', province: null }] })
  })
})
