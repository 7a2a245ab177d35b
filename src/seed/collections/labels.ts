import { slugify } from '@/routing/uri'

import { labelTextOf } from '../content/labels'
import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { logoImage } from '../images'
import { richText } from '../richtext'
import { seedImage, seedScene } from './media'

/** The group's labels, each with a logo, a white logo and a background in the label's colour. */
export async function seedLabels(ctx: SeedContext & { sectors: Seeded[] }) {
  const labels: Seeded[] = []
  const labelBackgrounds: Seeded[] = []
  for (const [index, [name, intro]] of data.LABELS.entries()) {
    const { theme, colour } = data.LABEL_THEMES[name]
    const text = labelTextOf(name)
    const logo = await seedImage(ctx, `logo-${name}`, `Logo van ${name}`, () => logoImage(name, { colour }), 'png')
    const logoWhite = await seedImage(
      ctx,
      `logo-wit-${name}`,
      `Logo van ${name}`,
      () => logoImage(name, { white: true }),
      'png',
    )
    const background = await seedScene(ctx, theme, `achtergrond-${name}`, colour)
    labelBackgrounds.push(background)
    labels.push(
      await upsert(
        ctx.payload,
        'labels',
        { slug: { equals: slugify(name) } },
        {
          title: name,
          slug: slugify(name),
          labelTitle: name,
          labelIntro: intro,
          labelLogo: logo.id,
          labelLogoWhite: logoWhite.id,
          labelColor: colour,
          labelBackground: background.id,
          // The labels follow the order of the sectors: Koers Bouw is Bouw & Infra, and so on.
          sector: ctx.sectors[index].id,
          pageContentMatrixAdvanced: [
            { blockType: 'text', blockTitle: `Over ${name}`, blockContent: richText(text.about) },
            { blockType: 'text', blockTitle: 'Zo werken we', blockContent: richText(text.approach) },
          ],
          _status: 'published',
        },
      ),
    )
  }
  return { labels, labelBackgrounds }
}
