/** Page types of SPEC 2.3; a page document chooses one, other collections have their own. */
export const PAGE_DOCUMENT_TYPES = [
  'home',
  'advanced',
  'simple',
  'contact',
  'businessContact',
  'application',
  'vacanciesIndex',
  'blogIndex',
  'experiencesIndex',
  'successStoriesIndex',
  'labelsIndex',
  'teamIndex',
] as const

export type PageDocumentType = (typeof PAGE_DOCUMENT_TYPES)[number]

/** Routable collections other than pages, with their path prefix and page type. */
export const COLLECTION_ROUTES = {
  news: { prefix: 'nieuws', pageType: 'newsArticle' },
  experiences: { prefix: 'ervaringen-van-professionals', pageType: 'experience' },
  successStories: { prefix: 'succesverhalen', pageType: 'successStory' },
  labels: { prefix: 'labels', pageType: 'label' },
  vacancies: { prefix: 'vacatures', pageType: 'vacancy' },
} as const

export type RoutableCollection = 'pages' | keyof typeof COLLECTION_ROUTES

/** Every collection whose documents have a public path. */
export const ROUTABLE_COLLECTIONS = [
  'pages',
  ...(Object.keys(COLLECTION_ROUTES) as (keyof typeof COLLECTION_ROUTES)[]),
] as const satisfies readonly RoutableCollection[]

export type PageType =
  PageDocumentType | (typeof COLLECTION_ROUTES)[keyof typeof COLLECTION_ROUTES]['pageType'] | 'notFound'

/** Page types whose form success leads to '<path>/bedankt'. */
export const THANK_YOU_PAGE_TYPES: readonly PageType[] = ['contact', 'businessContact', 'application']
