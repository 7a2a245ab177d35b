import 'server-only'

import type { Payload } from 'payload'

import { collectionTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import { PUBLISHED_WHERE as PUBLISHED } from '@/data/published'
import { openVacancyWhere, VACANCY_SORT } from '@/data/vacancy'
import { CARD_MEDIA_SELECT } from '@/lists/server/lists'
import { uriToPath } from '@/routing/uri'

/** The choices of the staffing request: every sector and, as suggestions, every function group. */
export async function fetchStaffingFormOptions(payload: Payload) {
  const titles = async (collection: 'sectorGroups' | 'functionGroups') =>
    (
      await payload.find({
        collection,
        sort: 'title',
        pagination: false,
        depth: 0,
        select: { title: true },
      })
    ).docs.map((doc) => doc.title)
  return { sectors: await titles('sectorGroups'), functions: await titles('functionGroups') }
}

export const getStaffingFormOptions = cached(
  async () => fetchStaffingFormOptions(await getPayloadClient()),
  'staffing-form-options',
  () => [collectionTag('sectorGroups'), collectionTag('functionGroups')],
)

/** Open vacancies a label page shows before linking to the filtered overview. */
const SHOWCASE_VACANCIES = 3

/** The published staffing request page's path, for the label pages' call to action. */
async function fetchStaffingRequestPath(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [PUBLISHED, { pageType: { equals: 'staffingRequest' } }] },
    sort: 'id',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { uri: true },
  })
  return docs[0]?.uri ? uriToPath(docs[0].uri) : null
}

/**
 * What a sector's label page sells with: the sector's account manager with portrait, its newest
 * open vacancies (filtered as the overview filters on a sector: by the first sector group) with
 * their number, its latest success story and the staffing request page. Null without a sector.
 */
export async function fetchSectorShowcase(payload: Payload, sectorId: number, now: Date) {
  const sector = await payload.findByID({
    collection: 'sectorGroups',
    id: sectorId,
    depth: 2,
    disableErrors: true,
    populate: { recruiters: { name: true, email: true, phone: true, photo: true }, media: CARD_MEDIA_SELECT },
  })
  if (!sector) return null
  const vacancies = await payload.find({
    collection: 'vacancies',
    where: { and: [openVacancyWhere(now), { firstSectorGroup: { equals: sectorId } }] },
    sort: VACANCY_SORT,
    limit: SHOWCASE_VACANCIES,
    depth: 0,
    select: { title: true, uri: true, vacancyLink: true, vacancyCompany: true, vacancyLocation: true },
  })
  const stories = await payload.find({
    collection: 'successStories',
    where: { and: [PUBLISHED, { sector: { equals: sectorId } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    select: { title: true, uri: true, images: true, keyvisualContent: true },
    populate: { media: CARD_MEDIA_SELECT },
  })
  const manager = sector.accountManager && typeof sector.accountManager === 'object' ? sector.accountManager : null
  return {
    sector: sector.title,
    manager,
    vacancies: vacancies.docs,
    totalVacancies: vacancies.totalDocs,
    story: stories.docs[0] ?? null,
    staffingRequestPath: await fetchStaffingRequestPath(payload),
  }
}

export type SectorShowcase = NonNullable<Awaited<ReturnType<typeof fetchSectorShowcase>>>

/** Kept at most an hour and expired by every edit: a vacancy past its end date leaves within that hour. */
export const getSectorShowcase = cached(
  async (sectorId: number) => fetchSectorShowcase(await getPayloadClient(), sectorId, new Date()),
  'sector-showcase',
  () => ['sectorGroups', 'recruiters', 'vacancies', 'successStories', 'pages', 'media'].map(collectionTag),
)

/**
 * A sector's account manager by the sector's name, as a staffing request names it: the person the
 * employers' thank-you page introduces. Null for an unknown sector or one without account manager.
 */
export async function fetchSectorAccountManager(payload: Payload, sectorTitle: string) {
  const { docs } = await payload.find({
    collection: 'sectorGroups',
    where: { title: { equals: sectorTitle } },
    limit: 1,
    depth: 2,
    pagination: false,
    populate: { recruiters: { name: true, email: true, phone: true, photo: true }, media: CARD_MEDIA_SELECT },
  })
  const manager = docs[0]?.accountManager
  return manager && typeof manager === 'object' ? { sector: docs[0].title, manager } : null
}

export const getSectorAccountManager = cached(
  async (sectorTitle: string) => fetchSectorAccountManager(await getPayloadClient(), sectorTitle),
  'sector-account-manager',
  () => ['sectorGroups', 'recruiters', 'media'].map(collectionTag),
)

/** The quality marks and memberships in the editors' order, with their logos. */
export async function fetchCertifications(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'certifications',
    sort: ['sortOrder', 'name'],
    pagination: false,
    depth: 1,
    select: { name: true, logo: true, url: true, description: true },
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

export type CertificationDoc = Awaited<ReturnType<typeof fetchCertifications>>[number]

export const getCertifications = cached(
  async () => fetchCertifications(await getPayloadClient()),
  'certifications',
  () => [collectionTag('certifications'), collectionTag('media')],
)
