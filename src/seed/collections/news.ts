import { slugify } from '@/routing/uri'

import { NEWS } from '../content/news'
import { DAY, type SeedContext, type Seeded, upsert } from '../context'
import { themeForText } from '../images'
import { richText } from '../richtext'
import { seedScene } from './media'

/** News articles, four days apart, their subjects taken in turn. */
export async function seedNews(ctx: SeedContext & { subjects: Seeded[]; employees: Seeded[] }): Promise<void> {
  const { subjects, employees } = ctx
  for (const [index, { title, intro, body }] of NEWS.entries()) {
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
        // The team writes the news in turn; every third article is the editors' own.
        author: index % 3 === 2 ? undefined : employees[index % employees.length].id,
        intro,
        keyvisualImage: key.id,
        pageContentMatrixSimple: [{ blockType: 'text', blockContent: richText(body) }],
        _status: 'published',
      },
    )
  }
}
