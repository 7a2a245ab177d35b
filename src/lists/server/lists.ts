import 'server-only'

import type { Payload, Where } from 'payload'

import { collectionTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import { PUBLISHED_WHERE as PUBLISHED } from '@/data/published'
import type { ArticleListParams } from '@/lists/list-params'
import { PAGE_SIZE, pageCount } from '@/lists/pagination'

/** Only what a card shows of an image. */
export const CARD_MEDIA_SELECT = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  focalX: true,
  focalY: true,
} as const

const NEWS_CARD_SELECT = { title: true, uri: true, intro: true, publishedAt: true, keyvisualImage: true } as const

const EXPERIENCE_CARD_SELECT = {
  title: true,
  uri: true,
  phase: true,
  phaseColor: true,
  successQuote: true,
  keyvisualContent: true,
  keyvisualImage: true,
  pattern: true,
} as const

/** One page of a list, with what the pagination needs. */
export type ListPage<Doc> = { docs: Doc[]; page: number; totalDocs: number; totalPages: number }

async function fetchPublishedPage<Doc>(
  read: (options: { where: Where; limit: number; page: number }) => Promise<{ docs: Doc[]; totalDocs: number }>,
  where: Where[],
  page: number,
): Promise<ListPage<Doc>> {
  // Payload skips limit × (page − 1) documents: the offset of SPEC 9 (pageOffset).
  const { docs, totalDocs } = await read({ where: { and: [PUBLISHED, ...where] }, limit: PAGE_SIZE, page })
  return { docs, page, totalDocs, totalPages: pageCount(totalDocs) }
}

/** One page of news articles, newest first, optionally of one subject (by its slug). */
export async function fetchNewsPage(payload: Payload, { page, subject }: ArticleListParams) {
  return fetchPublishedPage(
    (options) =>
      payload.find({
        collection: 'news',
        ...options,
        sort: '-publishedAt',
        depth: 1,
        select: NEWS_CARD_SELECT,
        populate: { media: CARD_MEDIA_SELECT },
      }),
    subject ? [{ 'subjects.slug': { equals: subject } }] : [],
    page,
  )
}

/** One page of professionals' experience stories, newest first. */
export async function fetchExperiencesPage(payload: Payload, { page }: Pick<ArticleListParams, 'page'>) {
  return fetchPublishedPage(
    (options) =>
      payload.find({
        collection: 'experiences',
        ...options,
        sort: '-publishedAt',
        depth: 1,
        select: EXPERIENCE_CARD_SELECT,
        populate: { media: CARD_MEDIA_SELECT, phases: { title: true } },
      }),
    [],
    page,
  )
}

/** The newest news articles, for the home page when the editor chose none. */
export async function fetchNewestNews(payload: Payload, limit: number) {
  const { docs } = await payload.find({
    collection: 'news',
    where: PUBLISHED,
    sort: '-publishedAt',
    limit,
    pagination: false,
    depth: 1,
    select: NEWS_CARD_SELECT,
    populate: { media: CARD_MEDIA_SELECT },
  })
  return docs
}

/**
 * Articles to read next beside one article: those sharing a subject with it, newest first, filled
 * up with the newest others; never the article itself.
 */
async function fetchRelatedNews(payload: Payload, id: number, subjectIds: number[], limit: number) {
  const read = async (where: Where[], count: number) =>
    (
      await payload.find({
        collection: 'news',
        where: { and: [PUBLISHED, { id: { not_equals: id } }, ...where] },
        sort: '-publishedAt',
        limit: count,
        pagination: false,
        depth: 1,
        select: NEWS_CARD_SELECT,
        populate: { media: CARD_MEDIA_SELECT },
      })
    ).docs
  const related = subjectIds.length ? await read([{ subjects: { in: subjectIds } }], limit) : []
  if (related.length >= limit) return related
  const others = await read([{ id: { not_in: related.map((doc) => doc.id) } }], limit - related.length)
  return [...related, ...others]
}

/** Every news subject, by name, with the slug its filter link carries. */
export async function fetchSubjects(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'subjects',
    sort: 'title',
    pagination: false,
    depth: 0,
    select: { title: true, slug: true },
  })
  return docs
}

/** Every news subject with the number of published articles about it: the news list's landing pages. */
export async function fetchSubjectArticleCounts(payload: Payload) {
  const subjects = await fetchSubjects(payload)
  return Promise.all(
    subjects.map(async (subject) => {
      const where: Where = { and: [PUBLISHED, { subjects: { in: [subject.id] } }] }
      const { totalDocs } = await payload.count({ collection: 'news', where })
      return { ...subject, articles: totalDocs }
    }),
  )
}

export type NewsCardDoc = Awaited<ReturnType<typeof fetchNewestNews>>[number]
export type ExperienceCardDoc = Awaited<ReturnType<typeof fetchExperiencesPage>>['docs'][number]
export type SubjectDoc = Awaited<ReturnType<typeof fetchSubjects>>[number]

const NEWS_TAGS = () => ['news', 'media', 'subjects'].map(collectionTag)

export const getNewsPage = cached(
  async (params: ArticleListParams) => fetchNewsPage(await getPayloadClient(), params),
  'news-page',
  NEWS_TAGS,
)

export const getExperiencesPage = cached(
  async (params: Pick<ArticleListParams, 'page'>) => fetchExperiencesPage(await getPayloadClient(), params),
  'experiences-page',
  () => ['experiences', 'media', 'phases'].map(collectionTag),
)

export const getNewestNews = cached(
  async (limit: number) => fetchNewestNews(await getPayloadClient(), limit),
  'newest-news',
  NEWS_TAGS,
)

export const getSubjects = cached(
  async () => fetchSubjects(await getPayloadClient()),
  'subjects',
  () => [collectionTag('subjects'), collectionTag('news')],
)

export const getSubjectArticleCounts = cached(
  async () => fetchSubjectArticleCounts(await getPayloadClient()),
  'subject-article-counts',
  NEWS_TAGS,
)

export const getRelatedNews = cached(
  async (id: number, subjectIds: number[], limit: number) =>
    fetchRelatedNews(await getPayloadClient(), id, subjectIds, limit),
  'related-news',
  NEWS_TAGS,
)
