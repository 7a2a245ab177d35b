import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'

import { getGlobal } from '@/content/documents'
import type { PageType } from '@/data/page-types'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { parseListQuery, type ListQuery } from '@/lists/list-query'
import { getSubjects } from '@/lists/server/lists'
import { isEditorRequest } from '@/page-data/editor-session'
import { listViewStatus, shownListQuery } from '@/page-data/list-view'
import { loadPage } from '@/page-data/page-data'
import { getRoute } from '@/routing/server/routing'
import { NEWS_INDEX_PATH, pageIndexing, shownPageNumber } from '@/seo/indexing'
import { landingFilter } from '@/seo/list-landing'
import { PageView } from '@/views'
import { ThankYouView } from '@/views/ThankYouView'

type Props = { params: Promise<{ path?: string[] }> }

// Pages render on their first request and are then served from Next's cache until an edit
// expires their tags; unknown paths are 404s and never cached as pages. The minute of
// `revalidate` is what a CDN may keep a page (Cache-Control s-maxage).
export const dynamicParams = true
export const revalidate = 60

export function generateStaticParams() {
  return []
}

// The metadata and the page read the same page in one render: once.
const loadOnce = cache((key: string, draft: boolean) => {
  const segments: string[] = JSON.parse(key)
  return loadPage(segments, { draft })
})

async function load(params: Props['params']) {
  const { path = [] } = await params
  const { isEnabled } = await draftMode()
  // Drafts only for a signed-in editor: a draft-mode cookie alone (left after logging out,
  // or copied) shows the public site.
  return loadOnce(JSON.stringify(path), isEnabled && (await isEditorRequest(await headers())))
}

const NOINDEX = { index: false, follow: true } as const

/** A list narrowed to one filter value: its own title and description ('Vacatures in Utrecht'). */
async function landingText(pageType: PageType, query: ListQuery, brandName: string) {
  const filter = landingFilter(pageType, query)
  if (!filter) return null
  const name =
    filter.key === 'subject'
      ? (await getSubjects()).find((subject) => subject.slug === filter.value)?.title
      : filter.value
  if (!name) return null
  return {
    title: nl.seo.landingTitle[filter.key](name),
    description: nl.seo.landingDescription[filter.key](name, brandName),
  }
}

const UNFILTERED = parseListQuery(new URLSearchParams())

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  if (page.kind === 'notFound' || page.kind === 'redirect') return {}
  if (page.kind === 'thankYou') {
    // Reached only after sending a form: never in search results, never canonical.
    return {
      title: page.doc.thankYouTitle || nl.thankYou.title,
      robots: NOINDEX,
      openGraph: { images: [page.seo.image] },
    }
  }
  const { seo, entry, query } = page
  // The canonical rule needs one other route: the news list's, where every blog index points.
  const [{ brandName }, newsIndex, listView] = await Promise.all([
    getGlobal('siteSettings'),
    getRoute(NEWS_INDEX_PATH),
    listViewStatus(entry.pageType, query),
  ])
  const table = newsIndex.kind === 'page' ? { [newsIndex.entry.path]: newsIndex.entry } : {}
  const context = { siteUrl: siteUrl(), now: new Date() }
  // A filter value that is none of the options makes no page of its own: not indexed, and
  // canonical to the unfiltered list (see listViewStatus).
  const unknownFilter = listView === 'unknownFilter' || listView === 'madeUpFilter'
  const shown = await shownListQuery(entry.pageType, query, listView)
  const { canonical, index } = pageIndexing(table, entry, unknownFilter ? UNFILTERED : shown, context)
  // Each page of a list is its own page: its number keeps title and description apart.
  const landing = unknownFilter ? null : await landingText(entry.pageType, query, brandName)
  const pageNumber = shownPageNumber(entry.pageType, shown)
  const ownTitle = landing?.title ?? seo.title
  const ownDescription = landing?.description ?? seo.description
  const title = pageNumber > 1 ? nl.seo.numbered(ownTitle, pageNumber) : ownTitle
  const description = pageNumber > 1 && ownDescription ? nl.seo.numbered(ownDescription, pageNumber) : ownDescription
  return {
    title,
    description,
    alternates: { canonical },
    robots: index && !unknownFilter ? undefined : NOINDEX,
    openGraph: {
      title,
      description: description ?? undefined,
      url: canonical,
      siteName: brandName,
      locale: 'nl_NL',
      type: page.pageType === 'newsArticle' ? 'article' : 'website',
      images: [seo.image],
    },
  }
}

export default async function SitePage({ params }: Props) {
  const page = await load(params)
  if (page.kind === 'notFound') notFound()
  // An old address: answered before the 404, permanently (308) unless an editor chose 307.
  if (page.kind === 'redirect') return page.status === 308 ? permanentRedirect(page.to) : redirect(page.to)
  if (page.kind === 'thankYou') return <ThankYouView page={page.doc} query={page.query} />
  return <PageView page={page} entry={page.entry} query={page.query} />
}
