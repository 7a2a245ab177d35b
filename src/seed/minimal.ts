import type { Payload } from 'payload'

import { seedGlobals } from './collections/globals'
import { seedHomePage } from './collections/home-page'
import { seedScene } from './collections/media'
import { seedFixedPages, seedPage } from './collections/pages'
import type { SeedContext } from './context'

/**
 * The site's skeleton without the demo's people, vacancies and stories: settings, menu and footer,
 * the fixed pages (overviews, forms, legal texts), a plain about page and the home page, with one
 * image. A start for a real site's own content, and for servers that test the site's mechanics
 * (storage, several instances) rather than its content: seconds where the demo takes minutes.
 */
export async function seedMinimal(payload: Payload, { now = new Date() }: { now?: Date } = {}): Promise<void> {
  const ctx: SeedContext = { payload, now }
  const hero = await seedScene(ctx, 'kantoor', 'keyvisual-home')
  const pages = await seedFixedPages({ ...ctx, heroJobs: hero })
  const about = await seedPage(ctx, 'over-ons', {
    title: 'Over ons',
    pageType: 'simple',
    keyvisualContent: 'Wij verbinden vakmensen met organisaties die vooruit willen.',
  })
  await seedHomePage({
    ...ctx,
    pages,
    about,
    hero,
    learnImages: [],
    labels: [],
    labelBackgrounds: [],
    successStories: [],
  })
  await seedGlobals({ ...ctx, pages, about, labels: [] })
}
