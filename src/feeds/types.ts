import type { Vacancy } from '@/payload-types'

export type EmploymentType = NonNullable<Vacancy['employmentType']>

export type SalaryUnit = NonNullable<NonNullable<Vacancy['salary']>['unit']>

/**
 * One vacancy as the feeds carry it, in our terms. The XML adapter (indeed-xml.ts) is the only
 * code that knows the outside element names.
 */
export type FeedVacancy = {
  externalId: string
  title: string
  /** ISO date-time. */
  datePosted: string
  validThrough: string | null
  url: string | null
  company: string | null
  /** The city; empty for a job without one (a province only, or anywhere in the country). */
  location: string
  province: string | null
  descriptionHtml: string
  salary: { min: number | null; max: number | null; unit: SalaryUnit } | null
  employmentType: EmploymentType | null
  category: string | null
  reference: string | null
  hours: string | null
  sector: string | null
  functionGroup: string | null
}

export type VacancyFeed = {
  publisher: string
  publisherUrl: string
  lastBuildDate: string
  jobs: FeedVacancy[]
}

export type FeedParseResult = { ok: true; jobs: FeedVacancy[] } | { ok: false; reason: string }
