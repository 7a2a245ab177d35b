import { ImageResponse } from 'next/og'

import { SocialCard } from '@/components/social/SocialCard'
import { socialFonts } from '@/components/social/fonts'
import { getDocument, getGlobal, ROUTABLE_COLLECTIONS } from '@/content/documents'
import type { RoutableCollection } from '@/content/page-types'
import { SOCIAL_CARD_SIZE } from '@/content/seo'
import { buildSocialCardContent, toDrawableText } from '@/content/social-card'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { RoutableDoc } from '@/views/types'

// A card is drawn on its first request and then served from Next's cache, like the pages: the
// document's tags expire it when the document changes, and at the latest after a minute.
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Params = { params: Promise<{ collection: string; file: string }> }

const isRoutableCollection = (value: string): value is RoutableCollection =>
  (ROUTABLE_COLLECTIONS as readonly string[]).includes(value)

/** GET /og/<collection>/<id>.png: the social card of a published document, or 404. */
export async function GET(_request: Request, { params }: Params) {
  const { collection, file } = await params
  const id = file.match(/^([1-9][0-9]{0,9})\.png$/)?.[1]
  const doc =
    id && isRoutableCollection(collection) ? ((await getDocument(collection, Number(id))) as RoutableDoc | null) : null
  if (!doc || !isRoutableCollection(collection)) return new Response('Not found', { status: 404 })
  const [settings, fonts] = await Promise.all([getGlobal('siteSettings'), socialFonts()])
  const content = buildSocialCardContent(collection, doc, nl.social)
  return new ImageResponse(
    <SocialCard
      content={content}
      brandName={toDrawableText(settings.brandName)}
      host={toDrawableText(new URL(siteUrl()).host)}
    />,
    { ...SOCIAL_CARD_SIZE, fonts },
  )
}
