import type { Payload } from 'payload'

import { collectionTag, globalTag } from '@/content/cache-tags'
import { cached } from '@/content/cached'
import { getGlobal } from '@/content/documents'
import { getPayloadClient } from '@/content/payload-client'
import { absoluteUrl } from '@/content/structured-data'
import { getSiteUrl } from '@/content/sitemap'
import { buildVacancyDescriptionHtml } from '@/content/vacancy-description'
import { openVacancyWhere, VACANCY_SORT } from '@/content/vacancy-query'
import { resolveVacancyHref } from '@/content/vacancy-url'
import type { Vacancy } from '@/payload-types'

import { serialiseVacancyFeed } from './indeed-xml'
import type { FeedVacancy, VacancyFeed } from './types'

const groupTitle = (groups: Vacancy['vacancySectorGroup']) => {
  const first = groups?.[0]
  return first && typeof first === 'object' ? first.title : null
}

/** One of our vacancies as a feed item; the id stands in for a missing external id. */
export function toFeedVacancy(vacancy: Vacancy, siteUrl: string): FeedVacancy {
  const salary = vacancy.salary
  return {
    externalId: vacancy.externalId || `vacature-${vacancy.id}`,
    title: vacancy.title,
    datePosted: vacancy.datePosted,
    validThrough: vacancy.validThrough ?? null,
    url: absoluteUrl(siteUrl, resolveVacancyHref(vacancy).href),
    company: vacancy.vacancyCompany ?? null,
    location: vacancy.vacancyLocation,
    province: vacancy.vacancyProvince ?? null,
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
  })
  return {
    publisher,
    publisherUrl: absoluteUrl(siteUrl, '/'),
    lastBuildDate: now.toISOString(),
    jobs: docs.map((doc) => toFeedVacancy(doc, siteUrl)),
  }
}

/** The feed as XML, rebuilt when a vacancy, group or the site settings change. */
export const getVacancyFeedXml = cached(
  async () => {
    const [payload, settings] = await Promise.all([getPayloadClient(), getGlobal('siteSettings')])
    return serialiseVacancyFeed(
      await fetchVacancyFeed(payload, { siteUrl: getSiteUrl(), publisher: settings.brandName }),
    )
  },
  'vacancy-feed',
  () => [
    collectionTag('vacancies'),
    collectionTag('sectorGroups'),
    collectionTag('functionGroups'),
    globalTag('siteSettings'),
  ],
)
