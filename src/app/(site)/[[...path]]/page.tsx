import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getGlobal } from '@/content/documents'
import { loadPage } from '@/content/page-data'
import type { Page } from '@/payload-types'
import { VIEWS } from '@/views'
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
  return loadOnce(JSON.stringify(path), isEnabled)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params)
  if (page.kind === 'notFound') return {}
  const { seo, entry } = page
  const { brandName, tagline } = await getGlobal('siteSettings')
  // Without a description of its own a page keeps the site's (a page's metadata replaces the layout's).
  const description = seo.description ?? tagline ?? undefined
  return {
    title: seo.title,
    description,
    alternates: { canonical: entry.path },
    openGraph: {
      title: seo.title,
      description,
      url: entry.path,
      siteName: brandName,
      locale: 'nl_NL',
      type: entry.pageType === 'newsArticle' ? 'article' : 'website',
      images: seo.image ? [{ url: seo.image }] : undefined,
    },
  }
}

export default async function SitePage({ params }: Props) {
  const page = await load(params)
  if (page.kind === 'notFound') notFound()
  if (page.kind === 'thankYou') return <ThankYouView page={page.doc as Page} />
  const View = VIEWS[page.entry.pageType as keyof typeof VIEWS]
  return <View entry={page.entry} doc={page.doc} query={page.query} />
}
