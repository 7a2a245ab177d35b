import type { Config, Page } from '@/payload-types'

/** Page types of SPEC 2.3; a page document chooses one, other collections have their own. */
export const PAGE_DOCUMENT_TYPES = [
  'home',
  'advanced',
  'simple',
  'contact',
  'businessContact',
  'staffingRequest',
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
export const THANK_YOU_PAGE_TYPES: readonly PageType[] = [
  'contact',
  'businessContact',
  'staffingRequest',
  'application',
]

/** Form page types of employers: their thank-you page shows an employer's next steps. */
export const EMPLOYER_FORM_PAGE_TYPES: readonly PageType[] = ['businessContact', 'staffingRequest']

/** Page types that render a document: every one but the 404. */
export type PageKind = Exclude<PageType, 'notFound'>

type CollectionPageDocuments = {
  [C in keyof typeof COLLECTION_ROUTES as (typeof COLLECTION_ROUTES)[C]['pageType']]: Config['collections'][C]
}

/** The document each page type renders: a page document, or one of its own collection. */
export type PageDocuments = {
  [K in PageKind]: K extends keyof CollectionPageDocuments ? CollectionPageDocuments[K] : Page
}

/** A document of any routable collection. */
export type RoutableDoc = PageDocuments[PageKind]

/** A page type with its document; narrowing on `pageType` gives the document's type. */
export type ResolvedPage<K extends PageKind = PageKind> = { [P in K]: { pageType: P; doc: PageDocuments[P] } }[K]

const ROUTE_FIELDS = { uri: true, updatedAt: true } as const

/**
 * The fields a route needs of each routable collection's documents: the uri and date, a page's
 * type and its form's thank-you page, a vacancy's end date. Every lookup of routes selects these.
 */
export const ROUTE_SELECT = {
  pages: { ...ROUTE_FIELDS, pageType: true, formExitPage: true },
  news: ROUTE_FIELDS,
  experiences: ROUTE_FIELDS,
  successStories: ROUTE_FIELDS,
  labels: ROUTE_FIELDS,
  vacancies: { ...ROUTE_FIELDS, validThrough: true },
} as const satisfies Record<RoutableCollection, Record<string, true>>
