import type { Payload } from 'payload'

import { getGlobal } from '@/content/documents'
import { buildVacancyDescriptionHtml } from '@/content/vacancy-description'
import { collectionTag, globalTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import { openVacancyWhere, VACANCY_SORT } from '@/data/vacancy'
import { siteUrl } from '@/env'
import { vacancyWhere } from '@/geo/vacancy-places'
import { resolveVacancyHref } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'
import { absoluteUrl } from '@/seo/structured-data'

import { serialiseVacancyFeed } from './indeed-xml'
import type { FeedVacancy, VacancyFeed } from './types'

const groupTitle = (groups: Vacancy['vacancySectorGroup']) => {
  const first = groups?.[0]
  return first && typeof first === 'object' ? first.title : null
}

/**
 * One of our vacancies as a feed item; the id stands in for a missing external id. A feed job has
 * one city: the vacancy's first place (normalised, in alphabetical order) with its province from
 * the gazetteer; a vacancy that names only a province gives no city and that province; one open to
 * the whole country neither. The company is always named: our own organisation when the vacancy
 * names none.
 */
export function toFeedVacancy(
  vacancy: Vacancy,
  { siteUrl, publisher }: { siteUrl: string; publisher: string },
): FeedVacancy {
  const salary = vacancy.salary
  const { places, provinces } = vacancyWhere(vacancy.vacancyLocation)
  const first = places[0]
  // The editor's province only completes a single place the gazetteer does not know.
  const editorProvince = places.length === 1 ? vacancy.vacancyProvince?.trim() || null : null
  return {
    externalId: vacancy.externalId || `vacature-${vacancy.id}`,
    title: vacancy.title,
    datePosted: vacancy.datePosted,
    validThrough: vacancy.validThrough ?? null,
    url: absoluteUrl(siteUrl, resolveVacancyHref(vacancy).href),
    company: vacancy.vacancyCompany?.trim() || publisher,
    location: first?.name ?? '',
    province: first ? (first.province ?? editorProvince) : (provinces[0] ?? null),
    descriptionHtml: buildVacancyDescriptionHtml(vacancy),
    salary:
      salary && (salary.min != null || salary.max != null)
        ? { min: salary.min ?? null, max: salary.max ?? null, unit: salary.unit ?? 'MONTH' }
        : null,
    employmentType: vacancy.employmentType ?? null,
    category: vacancy.vacancyCategory ?? null,
    reference: vacancy.vacancyReference ?? null,
    hours: vacancy.vacancyHours ?? null,
    sector: groupTitle(vacancy.vacancySectorGroup),
    functionGroup: groupTitle(vacancy.vacancyFunctionGroup),
  }
}

/** Every open vacancy, newest first, as the outgoing feed. */
export async function fetchVacancyFeed(
  payload: Payload,
  { siteUrl, publisher, now = new Date() }: { siteUrl: string; publisher: string; now?: Date },
): Promise<VacancyFeed> {
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: openVacancyWhere(now),
    sort: VACANCY_SORT,
    pagination: false,
    depth: 1,
    joins: false,
  })
  return {
    publisher,
    publisherUrl: absoluteUrl(siteUrl, '/'),
    lastBuildDate: now.toISOString(),
    jobs: docs.map((doc) => toFeedVacancy(doc, { siteUrl, publisher })),
  }
}

/** The feed as XML, rebuilt when a vacancy, group or the site settings change. */
export const getVacancyFeedXml = cached(
  async () => {
    const [payload, settings] = await Promise.all([getPayloadClient(), getGlobal('siteSettings')])
    return serialiseVacancyFeed(await fetchVacancyFeed(payload, { siteUrl: siteUrl(), publisher: settings.brandName }))
  },
  'vacancy-feed',
  () => [
    collectionTag('vacancies'),
    collectionTag('sectorGroups'),
    collectionTag('functionGroups'),
    globalTag('siteSettings'),
  ],
)
