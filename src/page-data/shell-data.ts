import 'server-only'

import type { Payload } from 'payload'

import { getGlobal } from '@/content/documents'
import type { HeroTone } from '@/content/shell'
import { collectionTag } from '@/data/cache-tags'
import { cached } from '@/data/cached'
import { getPayloadClient } from '@/data/payload-client'
import { PUBLISHED_WHERE as PUBLISHED } from '@/data/published'
import { HOME_URI } from '@/routing/uri'

import { getCertifications } from './employers'

/**
 * The home page's key visual colour: the header lies transparently over it at the top of the
 * page, so its text must be dark on the light variant and white on the dark one. Read on its own:
 * every page's header needs it, and the whole home page is about 100 KB of JSON.
 */
export async function fetchHomeHeroTone(payload: Payload): Promise<HeroTone> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ uri: { equals: HOME_URI } }, PUBLISHED] },
    select: { keyvisualColor: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]?.keyvisualColor === 'dark' ? 'dark' : 'light'
}

const getHomeHeroTone = cached(
  async () => fetchHomeHeroTone(await getPayloadClient()),
  'home-hero-tone',
  () => [collectionTag('pages')],
)

/** Everything the shell (header, menu, footer) shows, from cached reads. */
export async function getShellData() {
  const [navigation, footer, settings, homeTone, certifications] = await Promise.all([
    getGlobal('navigation'),
    getGlobal('footer'),
    getGlobal('siteSettings'),
    getHomeHeroTone(),
    getCertifications(),
  ])
  return { navigation, footer, settings, homeTone, certifications }
}
