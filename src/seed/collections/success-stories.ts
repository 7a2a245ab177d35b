import { slugify } from '@/routing/uri'

import { SUCCESS_STORIES } from '../content/success-stories'
import { type SeedContext, type Seeded, upsert } from '../context'
import { themeForText } from '../images'
import { richText } from '../richtext'
import { seedScene } from './media'

/** Clients' success stories, two pictures each. */
export async function seedSuccessStories(ctx: SeedContext & { sectors: Seeded[] }): Promise<Seeded[]> {
  const stories: Seeded[] = []
  for (const [index, story] of SUCCESS_STORIES.entries()) {
    const { title, summary, quote } = story
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
          sector: ctx.sectors[story.sector].id,
          images: pictures.map((picture) => picture.id),
          pageContentMatrixSimple: [
            { blockType: 'text', blockTitle: 'De vraag', blockContent: richText(story.situation) },
            { blockType: 'text', blockTitle: 'Onze aanpak', blockContent: richText(story.approach) },
            { blockType: 'quote', blockContent: quote.text, blockName: quote.name, blockSubtitle: quote.role },
            { blockType: 'text', blockTitle: 'Het resultaat', blockContent: richText(story.result) },
          ],
          _status: 'published',
        },
      ),
    )
  }
  return stories
}
