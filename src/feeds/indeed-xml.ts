/**
 * The Indeed-style XML vacancy feed, both ways: `<source>` with publisher data and one `<job>`
 * per vacancy. Outside element names stay in this file; the rest of the code sees FeedVacancy.
 */
import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser'

import { formatSalaryRange } from '@/data/vacancy-facts'

import type { EmploymentType, FeedParseResult, FeedVacancy, SalaryUnit, VacancyFeed } from './types'

const JOB_TYPES: Record<EmploymentType, string> = {
  FULL_TIME: 'fulltime',
  PART_TIME: 'parttime',
  TEMPORARY: 'temporary',
  CONTRACTOR: 'contract',
  INTERN: 'internship',
}

/**
 * Salary as feed text in Dutch notation: '€ 2.800 - € 3.800 per maand', '€ 17,50 per uur'. Plain
 * spaces and a hyphen: feed readers split on them, not on the site's no-break space and en dash.
 */
export function formatSalary(salary: FeedVacancy['salary']): string | null {
  return formatSalaryRange(salary, '-')?.replace(/\s/g, ' ') ?? null
}

/** Salary from feed text: amounts with Dutch separators ('2.800', '17,50') and a unit word. */
export function parseSalary(text: string): FeedVacancy['salary'] {
  const amounts = [...text.matchAll(/\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?/g)].map((match) =>
    Number(match[0].replace(/\./g, '').replace(',', '.')),
  )
  if (!amounts.length) return null
  const unit: SalaryUnit = /\b(uur|hour|hr)\b/i.test(text)
    ? 'HOUR'
    : /\b(jaar|year|annum)\b/i.test(text)
      ? 'YEAR'
      : 'MONTH'
  return { min: Math.min(...amounts), max: Math.max(...amounts), unit }
}

/** Indeed's job type words ('fulltime', 'part-time, temporary'): the first one we know. */
export function parseJobType(text: string): EmploymentType | null {
  const words = text
    .toLowerCase()
    .split(',')
    .map((word) => word.replace(/[^a-z]/g, ''))
  for (const word of words) {
    const found = (Object.entries(JOB_TYPES) as Array<[EmploymentType, string]>).find(([, value]) => word === value)
    if (found) return found[0]
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Writing

// Unformatted: the builder's indentation would put white space around the description's HTML.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  // The description is HTML: character data, which the builder splits where it holds ']]>'.
  cdataPropName: '#cdata',
})

const rfcDate = (iso: string) => new Date(iso).toUTCString()

/** The elements with a value, in order; an empty element is left out, as Indeed asks. */
const present = (fields: Record<string, string | { '#cdata': string } | null | undefined>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => Boolean(value)))

const serialiseJob = (job: FeedVacancy) =>
  present({
    title: job.title,
    date: rfcDate(job.datePosted),
    referencenumber: job.externalId,
    requisitionid: job.reference,
    url: job.url,
    company: job.company,
    city: job.location,
    state: job.province,
    country: 'NL',
    description: { '#cdata': job.descriptionHtml },
    salary: formatSalary(job.salary),
    jobtype: job.employmentType ? JOB_TYPES[job.employmentType] : null,
    category: job.category,
    hours: job.hours,
    sector: job.sector,
    function: job.functionGroup,
    expirationdate: job.validThrough ? rfcDate(job.validThrough) : null,
  })

export function serialiseVacancyFeed(feed: VacancyFeed): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    source: {
      ...present({
        publisher: feed.publisher,
        publisherurl: feed.publisherUrl,
        lastBuildDate: rfcDate(feed.lastBuildDate),
      }),
      job: feed.jobs.map(serialiseJob),
    },
  })
}

// ---------------------------------------------------------------------------------------------
// Reading

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (tagName) => tagName === 'job',
})

type Fields = Record<string, unknown>

/** An element's text, or '' for a missing or structured element. */
function text(fields: Fields, name: string): string {
  const value = fields[name]
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

function isoDate(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** One `<job>` as a FeedVacancy, or the reasons it cannot be one. */
function readJob(fields: Fields): { job: FeedVacancy } | { problems: string[] } {
  const problems: string[] = []
  const optional = (name: string) => text(fields, name) || null
  const externalId = text(fields, 'referencenumber')
  const title = text(fields, 'title')
  const location = text(fields, 'city')
  const datePosted = isoDate(text(fields, 'date'))
  const expiration = text(fields, 'expirationdate')
  const validThrough = expiration ? isoDate(expiration) : null
  const url = optional('url')
  if (!externalId) problems.push('referencenumber is missing')
  if (!title) problems.push('title is missing')
  if (!datePosted) problems.push(`date "${text(fields, 'date')}" is not a date`)
  if (expiration && !validThrough) problems.push(`expirationdate "${expiration}" is not a date`)
  if (url && !/^https?:\/\//i.test(url)) problems.push(`url "${url}" is not a web address`)
  if (typeof fields.description === 'object') problems.push('description holds markup outside CDATA')
  if (problems.length || !datePosted) return { problems }
  const salaryText = text(fields, 'salary')
  return {
    job: {
      externalId,
      title,
      datePosted,
      validThrough,
      url,
      company: optional('company'),
      location,
      province: optional('state'),
      descriptionHtml: text(fields, 'description'),
      salary: salaryText ? parseSalary(salaryText) : null,
      employmentType: parseJobType(text(fields, 'jobtype')),
      category: optional('category'),
      reference: optional('requisitionid'),
      hours: optional('hours'),
      sector: optional('sector'),
      functionGroup: optional('function'),
    },
  }
}

/**
 * Reads a feed. Anything wrong — not XML, no `<source>`, a DTD, a job without a required value,
 * an id used twice, no jobs at all — rejects the whole feed with the reasons, so a broken
 * export never closes vacancies.
 */
/** The first problems are named; the rest only counted, so the reason stays readable. */
const SHOWN_PROBLEMS = 10
const moreProblems = (count: number) => (count > SHOWN_PROBLEMS ? ` (and ${count - SHOWN_PROBLEMS} more)` : '')

export function parseVacancyFeed(xml: string): FeedParseResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    return { ok: false, reason: 'The feed declares a DTD or entities, which are not accepted.' }
  const valid = XMLValidator.validate(xml)
  if (valid !== true)
    return { ok: false, reason: `The feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line}).` }
  const document: unknown = parser.parse(xml)
  const source = typeof document === 'object' && document !== null ? (document as Fields).source : undefined
  if (typeof source !== 'object' || source === null)
    return { ok: false, reason: 'The feed has no <source> root element.' }
  const jobs = (source as Fields).job
  if (!Array.isArray(jobs) || !jobs.length) return { ok: false, reason: 'The feed contains no <job> elements.' }

  const problems: string[] = []
  const result: FeedVacancy[] = []
  const seen = new Set<string>()
  jobs.forEach((fields: unknown, index) => {
    const read = readJob(typeof fields === 'object' && fields !== null ? (fields as Fields) : {})
    if ('problems' in read) {
      problems.push(`job ${index + 1}: ${read.problems.join(', ')}`)
      return
    }
    if (seen.has(read.job.externalId))
      problems.push(`job ${index + 1}: referencenumber "${read.job.externalId}" is used twice`)
    seen.add(read.job.externalId)
    result.push(read.job)
  })
  if (problems.length) {
    const named = problems.slice(0, SHOWN_PROBLEMS).join('; ')
    return { ok: false, reason: `The feed has invalid jobs: ${named}${moreProblems(problems.length)}.` }
  }
  return { ok: true, jobs: result }
}
