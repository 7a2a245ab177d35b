import type { SeedContext, Seeded } from '../context'
import * as data from '../data'
import { entry } from '../links'
import { type FixedPages, seedPage } from './pages'

type HomePageContent = {
  pages: FixedPages
  about: Seeded
  hero: Seeded
  learnImages: Seeded[]
  labels: Seeded[]
  labelBackgrounds: Seeded[]
  successStories: Seeded[]
}

/** The home page: a specialism per label, the learning section and the success stories. */
export async function seedHomePage(ctx: SeedContext & HomePageContent): Promise<void> {
  const { pages, labels } = ctx
  await seedPage(ctx, '__home__', {
    title: 'Home',
    pageType: 'home',
    keyvisualTitle: 'Werk dat bij je past, <em>op koers</em>',
    keyvisualContent:
      'Wij verbinden vakmensen met organisaties in bouw, techniek, zorg, logistiek, finance en overheid.',
    keyvisualColor: 'light',
    keyvisualImage: ctx.hero.id,
    buttonLink: entry('pages', pages.vacancies, 'Bekijk vacatures'),
    linkText: entry('pages', pages.staffingRequest, 'Ik zoek personeel'),
    specialisms: labels.map((label, index) => {
      const [name, intro] = data.LABELS[index]
      return {
        title: name.replace('Koers ', ''),
        text: intro,
        image: ctx.labelBackgrounds[index].id,
        link: entry('labels', label, `Meer over ${name}`),
      }
    }),
    learnSubtitle: 'Leren en ontwikkelen',
    learnTitle: { col1: 'Blijf groeien', col2: 'in je vak' },
    learnDescription: 'Met trainingen, coaching en een persoonlijk ontwikkelplan investeren we in jouw loopbaan.',
    learnLink: entry('pages', ctx.about, 'Lees hoe we werken'),
    learnImages: ctx.learnImages.map((picture) => picture.id),
    successStories: ctx.successStories.map((story) => story.id),
  })
}
