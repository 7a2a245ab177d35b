import { slugify } from '@/routing/uri'

import { DAY, type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { patternImage, sceneImage } from '../images'
import { richText } from '../richtext'
import { seedImage } from './media'

/** Job seekers' stories, nine days apart, each with a key visual and a pattern. */
export async function seedExperiences(ctx: SeedContext & { phases: Map<string, Seeded> }): Promise<Seeded[]> {
  const experiences: Seeded[] = []
  for (const [index, story] of data.EXPERIENCES.entries()) {
    const { name, role, phase, color } = story
    const key = await seedImage(
      ctx,
      `ervaring-${name}`,
      `Illustratie bij het verhaal van ${name}, ${role.toLowerCase()}`,
      () => sceneImage(story.theme, name),
    )
    const pattern = await seedImage(ctx, `patroon-${name}`, 'Decoratief patroon in paars en blauw', () =>
      patternImage(name),
    )
    experiences.push(
      await upsert(
        ctx.payload,
        'experiences',
        { slug: { equals: slugify(name) } },
        {
          title: `${name}, ${role.toLowerCase()}`,
          slug: slugify(name),
          publishedAt: new Date(ctx.now.getTime() - index * 9 * DAY).toISOString(),
          phase: ctx.phases.get(phase)!.id,
          phaseColor: color,
          successQuote: story.quote,
          keyvisualContent: story.intro,
          keyvisualImage: key.id,
          pattern: pattern.id,
          pageContentMatrixSimple: [
            {
              blockType: 'text',
              blockContent: richText(
                `## Hoe het begon\n\n${story.start}\n\n## Waar ${name.split(' ')[0]} nu staat\n\n${story.now}`,
              ),
            },
            {
              blockType: 'quote',
              blockContent: story.blockQuote,
              blockName: name,
              blockSubtitle: role,
            },
          ],
          _status: 'published',
        },
      ),
    )
  }
  return experiences
}
