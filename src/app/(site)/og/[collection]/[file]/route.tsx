import { ImageResponse } from 'next/og'

import { socialFonts } from '@/components/social/fonts'
import { SocialCard } from '@/components/social/SocialCard'
import { getGlobal, ROUTABLE_COLLECTIONS } from '@/content/documents'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { readPage } from '@/page-data/page-data'
import { SOCIAL_CARD_SIZE } from '@/seo/seo'
import { buildSocialCardContent, toDrawableText } from '@/seo/social-card'

// A card is drawn on its first request and then served from Next's cache, like the pages: the
// document's tags expire it when the document changes, and at the latest after a minute.
export const dynamic = 'force-static'
export const dynamicParams = true
export const revalidate = 60

export function generateStaticParams() {
  return []
}

type Params = { params: Promise<{ collection: string; file: string }> }

const findRoutableCollection = (value: string) => ROUTABLE_COLLECTIONS.find((name) => name === value)

/** GET /og/<collection>/<id>.png: the social card of a published document, or 404. */
export async function GET(_request: Request, { params }: Params) {
  const { collection: name, file } = await params
  const collection = findRoutableCollection(name)
  const id = file.match(/^([1-9][0-9]{0,9})\.png$/)?.[1]
  const page = id && collection ? await readPage({ collection, id: Number(id) }) : null
  if (!page) return new Response('Not found', { status: 404 })
  const [settings, fonts] = await Promise.all([getGlobal('siteSettings'), socialFonts()])
  const content = buildSocialCardContent(page, nl.social)
  return new ImageResponse(
    <SocialCard
      content={content}
      brandName={toDrawableText(settings.brandName)}
      host={toDrawableText(new URL(siteUrl()).host)}
    />,
    { ...SOCIAL_CARD_SIZE, fonts },
  )
}
