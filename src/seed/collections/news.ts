import { slugify } from '@/routing/uri'

import { DAY, type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { themeForText } from '../images'
import { richText } from '../richtext'
import { seedScene } from './media'

/** News articles, four days apart, their subjects taken in turn. */
export async function seedNews(ctx: SeedContext & { subjects: Seeded[] }): Promise<void> {
  const { subjects } = ctx
  for (const [index, title] of data.NEWS_TITLES.entries()) {
    const key = await seedScene(
      ctx,
      themeForText(title, index % 2 ? 'kantoor' : 'stad'),
      `nieuws-${index}`,
      undefined,
      `Illustratie bij: ${title}`,
    )
    await upsert(
      ctx.payload,
      'news',
      { slug: { equals: slugify(title) } },
      {
        title,
        slug: slugify(title),
        publishedAt: new Date(ctx.now.getTime() - index * 4 * DAY).toISOString(),
        subjects: [subjects[index % subjects.length].id],
        intro: `${title}: wat je moet weten, in het kort uitgelegd door onze specialisten.`,
        keyvisualImage: key.id,
        pageContentMatrixSimple: [
          {
            blockType: 'text',
            blockContent: richText(
              `De arbeidsmarkt verandert snel. In dit artikel zetten we de belangrijkste punten op een rij.\n\n## De kern\n\n- Bereid je goed voor\n- Wees eerlijk over wat je zoekt\n- Vraag om feedback\n\nHeb je vragen? **Neem gerust contact op** met een van onze consultants.`,
            ),
          },
        ],
        _status: 'published',
      },
    )
  }
}
