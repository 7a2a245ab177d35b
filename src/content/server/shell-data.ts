import 'server-only'

import { getDocument, getGlobal } from './documents'
import { getRoute } from './routing'
import type { HeroTone } from '../shell'

/**
 * The home page's key visual colour: the header lies transparently over it at the top of the
 * page, so its text must be dark on the light variant and white on the dark one.
 */
async function getHomeHeroTone(): Promise<HeroTone> {
  const home = await getRoute('/')
  if (home.kind !== 'page' || home.entry.collection !== 'pages') return 'light'
  const doc = await getDocument('pages', home.entry.id)
  return doc?.keyvisualColor === 'dark' ? 'dark' : 'light'
}

/** Everything the shell (header, menu, footer) shows, from cached reads. */
export async function getShellData() {
  const [navigation, footer, settings, homeTone] = await Promise.all([
    getGlobal('navigation'),
    getGlobal('footer'),
    getGlobal('siteSettings'),
    getHomeHeroTone(),
  ])
  return { navigation, footer, settings, homeTone }
}
