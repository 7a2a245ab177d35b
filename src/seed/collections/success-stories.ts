import { slugify } from '@/routing/uri'

import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { themeForText } from '../images'
import { richText } from '../richtext'
import { seedScene } from './media'

/** Clients' success stories, two pictures each. */
export async function seedSuccessStories(ctx: SeedContext): Promise<Seeded[]> {
  const stories: Seeded[] = []
  for (const [index, [title, summary]] of data.SUCCESS_STORIES.entries()) {
    const pictures = await Promise.all(
      [0, 1].map((n) =>
        seedScene(ctx, n ? 'kantoor' : themeForText(`${title} ${summary}`, 'stad'), `succes-${index}-${n}`),
      ),
    )
    stories.push(
      await upsert(
        ctx.payload,
        'successStories',
        { slug: { equals: slugify(title) } },
        {
          title,
          slug: slugify(title),
          keyvisualContent: summary,
          images: pictures.map((picture) => picture.id),
          pageContentMatrixSimple: [
            {
              blockType: 'text',
              blockContent: richText(
                `${summary}\n\nSamen met de klant brachten we de behoefte in kaart, bouwden we een pool van kandidaten op en begeleidden we iedereen in de eerste maanden.`,
              ),
            },
          ],
          _status: 'published',
        },
      ),
    )
  }
  return stories
}
