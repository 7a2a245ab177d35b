import type { SeedContext, Seeded } from '../context'
import * as data from '../data'
import { logoImage } from '../images'
import { entry } from '../links'
import { richText } from '../richtext'
import { seedImage } from './media'
import { type FixedPages, seedPage } from './pages'

type AboutPageContent = {
  pages: FixedPages
  heroDark: Seeded
  learnImages: Seeded[]
  employees: Seeded[]
  experiences: Seeded[]
  labels: Seeded[]
}

/** The about page, with the clients' logos: it shows every block type of an advanced page. */
export async function seedAboutPage(ctx: SeedContext & AboutPageContent): Promise<Seeded> {
  const { pages } = ctx
  const clientLogos = await Promise.all(
    data.CLIENTS.map((name) => seedImage(ctx, `klant-${name}`, `Logo van ${name}`, () => logoImage(name), 'png')),
  )
  return seedPage(ctx, 'over-ons', {
    title: 'Over ons',
    pageType: 'advanced',
    keyvisualColor: 'dark',
    keyvisualTitle: 'Wij brengen mensen en werk <em>op koers</em>',
    keyvisualContent: `${data.BRAND} verbindt sinds 2009 vakmensen met organisaties die vooruit willen.`,
    keyvisualImage: ctx.heroDark.id,
    buttonLink: entry('pages', pages.vacancies, 'Bekijk vacatures'),
    linkText: entry('pages', pages.businessContact, 'Voor werkgevers'),
    pageContentMatrixAdvanced: [
      {
        blockType: 'text',
        blockTitle: 'Wie we zijn',
        blockContent: richText(
          'Wij zijn een groep van zes gespecialiseerde labels. Samen kennen we de arbeidsmarkt van bouw tot zorg.',
        ),
      },
      {
        blockType: 'usp',
        items: [
          { blockNumber: '15', blockTitle: { first: 'jaar', second: 'ervaring' } },
          { blockNumber: '2.400', blockTitle: { first: 'professionals', second: 'aan het werk' } },
          { blockNumber: '4', blockTitle: { first: 'vestigingen', second: 'in Nederland' } },
        ],
      },
      {
        blockType: 'roadmap',
        blockLabel: 'Stap 1',
        title: 'Kennismaken',
        blockContent: richText('We leren je kennen: wat kun je, wat wil je en wat past bij je?'),
      },
      {
        blockType: 'roadmap',
        blockLabel: 'Stap 2',
        title: 'Matchen',
        blockContent: richText('We zoeken de opdrachtgever en de functie die bij je passen.'),
      },
      {
        blockType: 'roadmap',
        blockLabel: 'Stap 3',
        title: 'Aan de slag',
        blockContent: richText('Je start, en wij blijven betrokken met regelmatige gesprekken.'),
      },
      {
        blockType: 'quote',
        blockContent: 'Goede matches maken is mensenwerk.',
        blockName: 'Marieke van den Berg',
        blockSubtitle: 'Directeur',
      },
      {
        blockType: 'team',
        blockTag: 'Team',
        blockHeader: 'De mensen achter Koers',
        blockEmployeeLink: entry('pages', pages.team, 'Bekijk het hele team'),
        blockTeam: ctx.employees.slice(0, 3).map((e) => e.id),
      },
      { blockType: 'images', blockImage: ctx.learnImages.map((picture) => picture.id) },
      { blockType: 'clients', blockTitle: 'Zij gingen je voor', blockLogos: clientLogos.map((logo) => logo.id) },
      {
        blockType: 'video',
        blockTitle: 'Maak kennis met Koers Groep',
        blockVideo: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
      {
        blockType: 'references',
        blockTitle: 'Onze verhalen',
        blockSubtitle: 'Ervaringen van professionals',
        blockReference: ctx.experiences.slice(0, 3).map((e) => e.id),
      },
      { blockType: 'label', blockTitle: 'Onze labels', blockLabelContent: ctx.labels.map((label) => label.id) },
      {
        blockType: 'note',
        blockTitle: 'Goed om te weten',
        blockNote: 'Al onze consultants zijn gecertificeerd en werken volgens de NEN-4400-norm.',
      },
      {
        blockType: 'contentFoldable',
        blockTitle: 'Kost jullie dienstverlening mij als kandidaat iets?',
        blockContent: richText('Nee. Onze dienstverlening is voor kandidaten altijd gratis.'),
      },
      {
        blockType: 'contentFoldable',
        blockTitle: 'Hoe snel hoor ik iets na mijn sollicitatie?',
        blockContent: richText('Binnen twee werkdagen neemt een consultant contact met je op.'),
      },
      {
        blockType: 'contentFoldable',
        blockTitle: 'Kan ik ook open solliciteren?',
        blockContent: richText('Zeker. Gebruik het formulier voor een open sollicitatie.'),
      },
      { blockType: 'button', blockLink: entry('pages', pages.application, 'Open sollicitatie') },
      {
        blockType: 'callToAction',
        blockTitle: 'Klaar voor je volgende stap?',
        blockContent: 'Bekijk onze vacatures of neem contact op met een consultant.',
        blockButtonPrimary: entry('pages', pages.vacancies, 'Bekijk vacatures'),
        blockButtonSecondary: entry('pages', pages.contact, 'Neem contact op'),
      },
    ],
  })
}
