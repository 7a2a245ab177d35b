/**
 * Google for Jobs: the schema.org JobPosting of a vacancy page, built from what the page shows.
 * Pure; every URL it outputs is absolute.
 */
import { absoluteUrl, type JsonLd } from './structured-data'

export type JobPostingInput = {
  id: number | string
  path: string
  title: string
  /** The description as HTML (Google shows it formatted). */
  descriptionHtml: string
  datePosted: string
  validThrough?: string | null
  employmentType?: string | null
  reference?: string | null
  company?: string | null
  /** The normalised places of the vacancy (SPEC 5); the raw location when it names none. */
  places: readonly string[]
  location: string
  province?: string | null
  salary?: { min?: number | null; max?: number | null; unit?: string | null } | null
  /** Our own organisation: the hiring organisation when the vacancy names no company. */
  organisation: { name: string; logoUrl?: string | null }
}

const GENERIC_REGION = /^(door heel )?nederland$|^landelijk$/i

function place(input: JobPostingInput, locality: string | null) {
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(locality ? { addressLocality: locality } : {}),
      ...(input.province ? { addressRegion: input.province } : {}),
      addressCountry: 'NL',
    },
  }
}

function jobLocation(input: JobPostingInput) {
  if (input.places.length) return input.places.map((name) => place(input, name))
  const raw = input.location.trim()
  // A generic region ('Landelijk') still says the job is in the Netherlands.
  return [place(input, raw && !GENERIC_REGION.test(raw) ? raw : null)]
}

function baseSalary(salary: JobPostingInput['salary']) {
  const min = salary?.min ?? null
  const max = salary?.max ?? null
  if (min === null && max === null) return undefined
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: Math.min(min, max), maxValue: Math.max(min, max) }
      : { value: min ?? max }
  return {
    '@type': 'MonetaryAmount',
    currency: 'EUR',
    value: { '@type': 'QuantitativeValue', ...value, unitText: salary?.unit || 'MONTH' },
  }
}

function hiringOrganization(origin: string, input: JobPostingInput) {
  const company = input.company?.trim()
  if (company) return { '@type': 'Organization', name: company }
  const { name, logoUrl } = input.organisation
  return {
    '@type': 'Organization',
    name,
    sameAs: absoluteUrl(origin, '/'),
    ...(logoUrl ? { logo: absoluteUrl(origin, logoUrl) } : {}),
  }
}

export function buildJobPostingJsonLd(origin: string, input: JobPostingInput): JsonLd {
  const salary = baseSalary(input.salary)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    ...(input.employmentType ? { employmentType: input.employmentType } : {}),
    hiringOrganization: hiringOrganization(origin, input),
    jobLocation: jobLocation(input),
    ...(salary ? { baseSalary: salary } : {}),
    identifier: { '@type': 'PropertyValue', name: input.organisation.name, value: input.reference || String(input.id) },
    url: absoluteUrl(origin, input.path),
  }
}
