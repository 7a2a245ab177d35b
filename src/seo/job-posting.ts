/**
 * Google for Jobs: the schema.org JobPosting of a vacancy page, built from what the page shows.
 * Pure; every URL it outputs is absolute.
 */
import type { LocatedPlace } from '@/geo/locations'
import { vacancyWhere } from '@/geo/vacancy-places'

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
  /** The location as typed: its places and regions come from the gazetteer. */
  location: string
  /** The editor's province: used only for a single place the gazetteer does not know. */
  province?: string | null
  salary?: { min?: number | null; max?: number | null; unit?: string | null } | null
  /** The client the vacancy is for; without one, our own organisation hires. */
  company?: { name?: string | null; url?: string | null; logoUrl?: string | null } | null
  /** True when our application form is the way to apply (no link to another site). */
  directApply: boolean
  /** Our own organisation: its name, site and logo. */
  organisation: { name: string; logoUrl: string }
}

const COUNTRY = { '@type': 'Country', name: 'NL' }

function postalAddress(fields: { addressLocality?: string; addressRegion?: string | null }) {
  return {
    '@type': 'PostalAddress',
    ...(fields.addressLocality ? { addressLocality: fields.addressLocality } : {}),
    ...(fields.addressRegion ? { addressRegion: fields.addressRegion } : {}),
    addressCountry: 'NL',
  }
}

function placeOf(place: LocatedPlace, province: string | null) {
  return {
    '@type': 'Place',
    address: postalAddress({ addressLocality: place.name, addressRegion: place.province ?? province }),
    ...(place.lat !== null && place.lon !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lon } }
      : {}),
  }
}

/**
 * Where the job is: one Place per place with its locality and the province the gazetteer gives it;
 * a province named instead of a place as a Place with only its region. 'Landelijk' and the like
 * say that applicants anywhere in the Netherlands qualify; 'Remote' makes it a remote job.
 */
function locationProperties(input: JobPostingInput) {
  const { places: located, provinces, nationwide, remote } = vacancyWhere(input.location)
  // The editor's province only completes a single place the gazetteer does not know.
  const editorProvince = located.length === 1 ? (input.province?.trim() ?? null) : null
  const jobLocation = [
    ...located.map((place) => placeOf(place, editorProvince)),
    ...provinces.map((province) => ({ '@type': 'Place', address: postalAddress({ addressRegion: province }) })),
  ]
  return {
    ...(remote ? { jobLocationType: 'TELECOMMUTE' } : {}),
    ...(remote || nationwide ? { applicantLocationRequirements: COUNTRY } : {}),
    // A job that is neither remote nor anywhere in particular is still in the Netherlands.
    ...(jobLocation.length
      ? { jobLocation: jobLocation.length === 1 ? jobLocation[0] : jobLocation }
      : remote
        ? {}
        : { jobLocation: { '@type': 'Place', address: postalAddress({}) } }),
  }
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

/** The client when the vacancy names one (with its own site and logo when known), else us. */
function hiringOrganization(origin: string, input: JobPostingInput) {
  const company = input.company?.name?.trim()
  if (company) {
    const { url, logoUrl } = input.company ?? {}
    return {
      '@type': 'Organization',
      name: company,
      ...(url ? { sameAs: url } : {}),
      ...(logoUrl ? { logo: absoluteUrl(origin, logoUrl) } : {}),
    }
  }
  const { name, logoUrl } = input.organisation
  return { '@type': 'Organization', name, sameAs: absoluteUrl(origin, '/'), logo: absoluteUrl(origin, logoUrl) }
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
    ...locationProperties(input),
    ...(salary ? { baseSalary: salary } : {}),
    directApply: input.directApply,
    identifier: { '@type': 'PropertyValue', name: input.organisation.name, value: input.reference || String(input.id) },
    url: absoluteUrl(origin, input.path),
  }
}
