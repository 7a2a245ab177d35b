import 'server-only'

import type { Payload } from 'payload'

import { collectionTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import { PUBLISHED_WHERE as PUBLISHED } from '@/data/published'
import { CARD_MEDIA_SELECT } from '@/lists/server/lists'

/** Every published label, for the labels overview. */
export async function fetchLabels(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'labels',
    where: PUBLISHED,
    sort: 'title',
    pagination: false,
    depth: 1,
    select: { title: true, uri: true, labelTitle: true, labelIntro: true, labelLogo: true, labelBackground: true },
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

/** Every employee in the editors' order, for the team page. */
export async function fetchEmployees(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'employees',
    sort: 'sortOrder',
    pagination: false,
    depth: 1,
    select: { title: true, teamFunction: true, linkedinUrl: true, teamImage: true },
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

/** Every office, for the location carousels. */
export async function fetchLocations(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'locations',
    sort: 'sortOrder',
    pagination: false,
    depth: 1,
    select: {
      locationCity: true,
      locationAddress: true,
      locationZipCode: true,
      locationPhone: true,
      locationImage: true,
    },
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

/** Every published success story, for the success stories overview. */
export async function fetchSuccessStories(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'successStories',
    where: PUBLISHED,
    sort: '-createdAt',
    pagination: false,
    depth: 1,
    select: { title: true, uri: true, keyvisualContent: true, images: true },
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

export type LabelCardDoc = Awaited<ReturnType<typeof fetchLabels>>[number]
export type EmployeeDoc = Awaited<ReturnType<typeof fetchEmployees>>[number]
export type LocationDoc = Awaited<ReturnType<typeof fetchLocations>>[number]
export type SuccessStoryCardDoc = Awaited<ReturnType<typeof fetchSuccessStories>>[number]

const tagsOf =
  (...collections: string[]) =>
  () =>
    collections.map(collectionTag)

export const getLabels = cached(async () => fetchLabels(await getPayloadClient()), 'labels', tagsOf('labels', 'media'))
export const getEmployees = cached(
  async () => fetchEmployees(await getPayloadClient()),
  'employees',
  tagsOf('employees', 'media'),
)
export const getLocations = cached(
  async () => fetchLocations(await getPayloadClient()),
  'locations',
  tagsOf('locations', 'media'),
)
export const getSuccessStories = cached(
  async () => fetchSuccessStories(await getPayloadClient()),
  'success-stories',
  tagsOf('successStories', 'media'),
)
