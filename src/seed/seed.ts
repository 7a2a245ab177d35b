import type {
  CollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  Payload,
  RequiredDataFromCollectionSlug,
  Where,
} from 'payload'

import { slugify } from '@/content/uri'

import * as data from './data'
import {
  gradientImage,
  hashString,
  logoImage,
  patternImage,
  portraitImage,
  SCENE_DESCRIPTIONS,
  type SceneTheme,
  sceneImage,
  themeForText,
} from './images'
import { richText } from './richtext'

export { formatDemoAccounts, seedDemoAccounts } from './demo-accounts'

// A fresh object per operation: hooks (e.g. the storage plugin's) keep per-request state in it.
const context = () => ({ disableRevalidate: true })
const DAY = 24 * 60 * 60 * 1000

type SeedOptions = { log?: (message: string) => void; now?: Date }
type Doc = { id: number | string }

/** Finds a document by a natural key or creates it, so seeding twice duplicates nothing. */
async function upsert<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  where: Where,
  doc: Record<string, unknown>,
  file?: { data: Buffer; mimetype: string; name: string },
): Promise<Doc> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  if (found.docs[0]) return found.docs[0] as Doc
  const created = await payload.create({
    collection,
    // Seed data is checked by Payload's validation at runtime, like an editor's input.
    data: doc as RequiredDataFromCollectionSlug<C>,
    overrideAccess: true,
    context: context(),
    // A demo image of the same name left on disk by an earlier database is the seed's own: replace it
    // rather than store a renamed copy that the next seed would not find by its name.
    ...(file ? { file: { ...file, size: file.data.length }, overwriteExistingFiles: true } : {}),
  })
  return created as Doc
}

function published<T extends object>(doc: T): T & { _status: 'published' } {
  return { ...doc, _status: 'published' }
}

const entry = (relationTo: string, value: Doc, text: string) => ({
  type: 'entry' as const,
  reference: { relationTo, value: value.id },
  text,
  newTab: false,
})

const globalData = <G extends GlobalSlug>(value: Record<string, unknown>) => value as unknown as DataFromGlobalSlug<G>

const custom = (url: string, text: string, newTab = true) => ({ type: 'custom' as const, url, text, newTab })

/** Seeds the demo site. Safe to run again: existing documents are found by their keys. */
export async function seed(payload: Payload, { log = () => {}, now = new Date() }: SeedOptions = {}): Promise<void> {
  const image = async (name: string, alt: string, make: () => Promise<Buffer>, type = 'webp') => {
    const filename = `${slugify(name)}.${type}`
    return upsert(
      payload,
      'media',
      { filename: { equals: filename } },
      { alt },
      {
        data: await make(),
        mimetype: type === 'png' ? 'image/png' : 'image/webp',
        name: filename,
      },
    )
  }
  const scene = (theme: SceneTheme, name: string, colour?: string, alt = `Illustratie: ${SCENE_DESCRIPTIONS[theme]}`) =>
    image(name, alt, () => sceneImage(theme, name, { colour }))

  log('Afbeeldingen maken…')
  const hero = await image('keyvisual-home', 'Abstract beeld in paars en blauw met zachte vormen', () =>
    gradientImage('keyvisual-home'),
  )
  const heroDark = await scene('kantoor', 'keyvisual-over-ons')
  const heroJobs = await scene('stad', 'keyvisual-vacatures')
  const learnImages = [await scene('leren', 'leren-1'), await scene('techniek', 'leren-2')]

  log('Basisgegevens…')
  const sectors = await Promise.all(
    data.SECTORS.map((title) => upsert(payload, 'sectorGroups', { title: { equals: title } }, { title })),
  )
  const functions = await Promise.all(
    data.FUNCTION_GROUPS.map((title) => upsert(payload, 'functionGroups', { title: { equals: title } }, { title })),
  )
  const subjects = await Promise.all(
    data.SUBJECTS.map((title) => upsert(payload, 'subjects', { title: { equals: title } }, { title })),
  )
  const phases = new Map<string, Doc>()
  for (const title of new Set(data.EXPERIENCES.map((story) => story.phase))) {
    phases.set(title, await upsert(payload, 'phases', { title: { equals: title } }, { title }))
  }

  log('Medewerkers en vestigingen…')
  const employees: Doc[] = []
  for (const [index, [name, teamFunction]] of data.EMPLOYEES.entries()) {
    const photo = await image(`portret-${name}`, `Portret van ${name}`, () => portraitImage(name))
    employees.push(
      await upsert(
        payload,
        'employees',
        { title: { equals: name } },
        {
          title: name,
          teamFunction,
          text: `${name.split(' ')[0]} werkt als ${teamFunction.toLowerCase()} bij ${data.BRAND}.`,
          linkedinUrl: index % 3 === 2 ? undefined : `https://www.linkedin.com/in/${slugify(name)}`,
          teamImage: photo.id as number,
          sortOrder: index,
        },
      ),
    )
  }
  for (const [index, [city, address, zip, phone]] of data.OFFICES.entries()) {
    const photo = await scene('stad', `vestiging-${city}`)
    await upsert(
      payload,
      'locations',
      { locationCity: { equals: city } },
      {
        locationCity: city,
        locationAddress: address,
        locationZipCode: zip,
        locationPhone: phone,
        locationImage: photo.id as number,
        sortOrder: index,
      },
    )
  }

  log('Labels…')
  const labels: Doc[] = []
  const labelBackgrounds: Doc[] = []
  for (const [name, intro] of data.LABELS) {
    const { theme, colour } = data.LABEL_THEMES[name]
    const logo = await image(`logo-${name}`, `Logo van ${name}`, () => logoImage(name, { colour }), 'png')
    const logoWhite = await image(`logo-wit-${name}`, `Logo van ${name}`, () => logoImage(name, { white: true }), 'png')
    const background = await scene(theme, `achtergrond-${name}`, colour)
    labelBackgrounds.push(background)
    labels.push(
      await upsert(
        payload,
        'labels',
        { slug: { equals: slugify(name) } },
        published({
          title: name,
          slug: slugify(name),
          labelTitle: name,
          labelIntro: intro,
          labelLogo: logo.id as number,
          labelLogoWhite: logoWhite.id as number,
          labelColor: colour,
          labelBackground: background.id as number,
          pageContentMatrixAdvanced: [
            {
              blockType: 'text' as const,
              blockTitle: `Over ${name}`,
              blockContent: richText(
                `${intro}\n\nWe kennen de markt, de mensen en de projecten. Daardoor matchen we snel en goed: voor korte klussen en voor de lange termijn.`,
              ),
            },
          ],
        }),
      ),
    )
  }

  log('Ervaringsverhalen…')
  const experiences: Doc[] = []
  for (const [index, story] of data.EXPERIENCES.entries()) {
    const { name, role, phase, color } = story
    const key = await image(`ervaring-${name}`, `Illustratie bij het verhaal van ${name}, ${role.toLowerCase()}`, () =>
      sceneImage(story.theme, name),
    )
    const pattern = await image(`patroon-${name}`, 'Decoratief patroon in paars en blauw', () => patternImage(name))
    experiences.push(
      await upsert(
        payload,
        'experiences',
        { slug: { equals: slugify(name) } },
        published({
          title: `${name}, ${role.toLowerCase()}`,
          slug: slugify(name),
          publishedAt: new Date(now.getTime() - index * 9 * DAY).toISOString(),
          phase: phases.get(phase)!.id as number,
          phaseColor: color,
          successQuote: story.quote,
          keyvisualContent: story.intro,
          keyvisualImage: key.id as number,
          pattern: pattern.id as number,
          pageContentMatrixSimple: [
            {
              blockType: 'text' as const,
              blockContent: richText(
                `## Hoe het begon\n\n${story.start}\n\n## Waar ${name.split(' ')[0]} nu staat\n\n${story.now}`,
              ),
            },
            {
              blockType: 'quote' as const,
              blockContent: story.blockQuote,
              blockName: name,
              blockSubtitle: role,
            },
          ],
        }),
      ),
    )
  }

  log('Nieuws…')
  const newsDocs: Doc[] = []
  for (const [index, title] of data.NEWS_TITLES.entries()) {
    const key = await scene(
      themeForText(title, index % 2 ? 'kantoor' : 'stad'),
      `nieuws-${index}`,
      undefined,
      `Illustratie bij: ${title}`,
    )
    newsDocs.push(
      await upsert(
        payload,
        'news',
        { slug: { equals: slugify(title) } },
        published({
          title,
          slug: slugify(title),
          publishedAt: new Date(now.getTime() - index * 4 * DAY).toISOString(),
          subjects: [subjects[index % subjects.length].id as number],
          intro: `${title}: wat je moet weten, in het kort uitgelegd door onze specialisten.`,
          keyvisualImage: key.id as number,
          pageContentMatrixSimple: [
            {
              blockType: 'text' as const,
              blockContent: richText(
                `De arbeidsmarkt verandert snel. In dit artikel zetten we de belangrijkste punten op een rij.\n\n## De kern\n\n- Bereid je goed voor\n- Wees eerlijk over wat je zoekt\n- Vraag om feedback\n\nHeb je vragen? **Neem gerust contact op** met een van onze consultants.`,
              ),
            },
          ],
        }),
      ),
    )
  }

  log('Succesverhalen…')
  const stories: Doc[] = []
  for (const [index, [title, summary]] of data.SUCCESS_STORIES.entries()) {
    const pictures = await Promise.all(
      [0, 1].map((n) => scene(n ? 'kantoor' : themeForText(`${title} ${summary}`, 'stad'), `succes-${index}-${n}`)),
    )
    stories.push(
      await upsert(
        payload,
        'successStories',
        { slug: { equals: slugify(title) } },
        published({
          title,
          slug: slugify(title),
          keyvisualContent: summary,
          images: pictures.map((picture) => picture.id as number),
          pageContentMatrixSimple: [
            {
              blockType: 'text' as const,
              blockContent: richText(
                `${summary}\n\nSamen met de klant brachten we de behoefte in kaart, bouwden we een pool van kandidaten op en begeleidden we iedereen in de eerste maanden.`,
              ),
            },
          ],
        }),
      ),
    )
  }

  log('Recruiters…')
  const recruiters: Doc[] = []
  for (const [name, phone] of data.RECRUITERS) {
    const photo = await image(`recruiter-${name}`, `Portret van ${name}`, () => portraitImage(name))
    const email = `${slugify(name.split(' ')[0])}@koersgroep.nl`
    recruiters.push(
      await upsert(payload, 'recruiters', { email: { equals: email } }, { name, phone, email, photo: photo.id }),
    )
  }

  log('Vacatures…')
  // The clients' own sites and logos (one company without, as happens), for JobPosting.
  const companyLogos = new Map(
    await Promise.all(
      data.COMPANIES.map(
        async (name) =>
          [name, await image(`bedrijf-${name}`, `Logo van ${name}`, () => logoImage(name), 'png')] as const,
      ),
    ),
  )
  const companySite = (name: string) =>
    name === data.COMPANIES.at(-1) ? undefined : `https://www.${slugify(name).replace(/-/g, '')}.example/`
  const vacancies: Doc[] = []
  const total = Math.max(data.VACANCY_LOCATIONS.length, 64)
  for (let index = 0; index < total; index++) {
    const [baseTitle, sector, fn, category] = data.VACANCY_TITLES[index % data.VACANCY_TITLES.length]
    const location = data.VACANCY_LOCATIONS[index % data.VACANCY_LOCATIONS.length]
    const seedNumber = hashString(`${baseTitle}-${index}`)
    // The same role in another place: the place, whole, makes the title unique.
    const title = index >= data.VACANCY_TITLES.length ? `${baseTitle} (${location})` : baseTitle
    const slug = slugify(`${baseTitle}-${index + 1}`)
    const company = index % 5 === 4 ? undefined : data.COMPANIES[seedNumber % data.COMPANIES.length]
    const external = index % 16 === 7
    vacancies.push(
      await upsert(
        payload,
        'vacancies',
        { slug: { equals: slug } },
        published({
          title,
          slug,
          vacancyCompany: company,
          vacancyCompanyUrl: company ? companySite(company) : undefined,
          vacancyCompanyLogo: company && companySite(company) ? (companyLogos.get(company)?.id as number) : undefined,
          vacancyCategory: index % 9 === 8 ? undefined : category,
          vacancyLocation: location,
          vacancyProvince: data.PROVINCES[location] ?? undefined,
          vacancyHours: data.HOURS[seedNumber % data.HOURS.length],
          vacancyReference: `KG-${String(2400 + index).padStart(5, '0')}`,
          vacancyLink: external ? `https://werken.example.nl/vacature/${slug}` : undefined,
          vacancySectorGroup: [sectors[sector].id as number],
          vacancyFunctionGroup: [functions[fn].id as number],
          datePosted: new Date(now.getTime() - (index % 30) * DAY).toISOString(),
          validThrough: new Date(now.getTime() + (60 + (index % 30)) * DAY).toISOString(),
          employmentType: index % 4 === 3 ? 'PART_TIME' : 'FULL_TIME',
          salary: { min: 2800 + (seedNumber % 12) * 100, max: 3800 + (seedNumber % 15) * 150, unit: 'MONTH' },
          externalId: `seed-${index + 1}`,
          // Every fourth vacancy has no recruiter: its applications go to the office's address.
          recruiter: index % 4 === 3 ? undefined : (recruiters[index % recruiters.length].id as number),
          intro: `Als ${baseTitle.toLowerCase()} werk je aan uitdagende projecten bij een organisatie die investeert in mensen.`,
          pageContentMatrixSimple: [
            {
              blockType: 'text' as const,
              blockContent: richText(
                `## Wat ga je doen?\n\nJe werkt als ${baseTitle.toLowerCase()} in een hecht team en bent het aanspreekpunt voor collega's en opdrachtgevers.\n\n## Wat vragen we?\n\n- Een afgeronde mbo- of hbo-opleiding in een relevante richting\n- Enkele jaren ervaring in een vergelijkbare rol\n- Goede beheersing van de Nederlandse taal\n\n## Wat bieden we?\n\n- Een marktconform salaris\n- Opleidingsbudget en doorgroeimogelijkheden\n- Een persoonlijke consultant die met je meedenkt`,
              ),
            },
          ],
        }),
      ),
    )
  }

  log('Pagina’s…')
  const page = (slug: string, doc: Record<string, unknown>) =>
    upsert(payload, 'pages', { slug: { equals: slug } }, published({ slug, ...doc }))

  const simpleText = (source: string) => [{ blockType: 'text' as const, blockContent: richText(source) }]

  const thanks = await page('bedankt-voor-je-sollicitatie', {
    title: 'Bedankt voor je sollicitatie',
    pageType: 'simple',
    keyvisualContent:
      'We hebben je sollicitatie ontvangen. Binnen twee werkdagen neemt een consultant contact met je op.',
    pageContentMatrixSimple: simpleText(
      'Wat gebeurt er nu? We lezen je cv en motivatie, bellen je voor een kennismaking en bespreken samen de volgende stap.',
    ),
  })
  const vacanciesPage = await page('vacatures', {
    title: 'Vacatures',
    pageType: 'vacanciesIndex',
    subtitle: 'Vacatures',
    keyvisualTitle: 'Vind de baan die <em>bij je past</em>',
    keyvisualImage: heroJobs.id,
  })
  const application = await page('solliciteren', {
    title: 'Solliciteren',
    pageType: 'application',
    keyvisualContent: 'Laat je gegevens achter en voeg je cv toe. We nemen snel contact met je op.',
    formExitPage: thanks.id,
  })
  const contact = await page('contact', {
    title: 'Contact',
    pageType: 'contact',
    keyvisualTitle: 'Neem <em>contact</em> op',
    keyvisualContent: 'Heb je een vraag over werk, een vacature of je sollicitatie? We helpen je graag.',
  })
  const businessContact = await page('contact-voor-bedrijven', {
    title: 'Contact voor bedrijven',
    pageType: 'businessContact',
    keyvisualTitle: 'Op zoek naar <em>talent</em>?',
    keyvisualContent: 'Vertel ons wie je zoekt. Binnen één werkdag bespreken we de mogelijkheden.',
  })
  const blog = await page('blog', {
    title: 'Blog',
    pageType: 'blogIndex',
    subtitle: 'Kennis updates',
    keyvisualTitle: 'Blog en <em>kennis</em>',
  })
  const newsIndex = await page('nieuws', {
    title: 'Nieuws',
    pageType: 'blogIndex',
    subtitle: 'Kennis updates',
    keyvisualTitle: 'Nieuws en <em>kennis</em>',
  })
  const experiencesIndex = await page('ervaringen-van-professionals', {
    title: 'Ervaringen van professionals',
    pageType: 'experiencesIndex',
    subtitle: 'Onze verhalen',
    keyvisualTitle: 'Ervaringen van <em>professionals</em>',
  })
  const labelsIndex = await page('labels', {
    title: 'Onze labels',
    pageType: 'labelsIndex',
    keyvisualTitle: 'Onze <em>labels</em>',
  })
  const team = await page('team', {
    title: 'Ons team',
    pageType: 'teamIndex',
    keyvisualTitle: 'Maak kennis met <em>ons team</em>',
  })
  const storiesIndex = await page('succesverhalen', {
    title: 'Succesverhalen',
    pageType: 'successStoriesIndex',
    keyvisualTitle: 'Onze <em>succesverhalen</em>',
  })
  const privacy = await page('privacystatement', {
    title: 'Privacyverklaring',
    pageType: 'simple',
    pageContentMatrixSimple: simpleText(
      `${data.BRAND} gaat zorgvuldig om met je persoonsgegevens.\n\n## Welke gegevens bewaren we?\n\nAls je solliciteert bewaren we je naam, contactgegevens, cv en motivatie. Zonder jouw toestemming verwijderen we je sollicitatie en bestanden automatisch vier weken nadat de procedure is afgerond. Geef je bij je sollicitatie toestemming om je gegevens te bewaren voor toekomstige vacatures, dan verwijderen we ze één jaar nadat de procedure is afgerond.\n\n## Je rechten\n\nJe kunt altijd vragen om inzage, correctie of verwijdering van je gegevens. Mail ons via privacy@koersgroep.nl.`,
    ),
  })
  const terms = await page('algemene-voorwaarden', {
    title: 'Algemene voorwaarden',
    pageType: 'simple',
    pageContentMatrixSimple: simpleText(
      `Op alle diensten van ${data.BRAND} zijn deze algemene voorwaarden van toepassing.\n\n## Artikel 1: Definities\n\nIn deze voorwaarden wordt verstaan onder opdrachtgever: iedere partij die ${data.BRAND} een opdracht geeft tot werving, selectie of detachering.\n\n## Artikel 2: Toepasselijkheid\n\nDeze voorwaarden gelden voor alle offertes, opdrachten en overeenkomsten.`,
    ),
  })
  await page('werken-bij', {
    title: 'Werken bij Koers Groep',
    pageType: 'simple',
    pageContentMatrixSimple: [
      ...simpleText('Wil jij mensen helpen aan de baan die bij ze past? Bij ons krijg je de ruimte om te groeien.'),
      {
        blockType: 'quote' as const,
        blockContent: 'Elke dag iemand verder helpen: mooier werk bestaat niet.',
        blockName: 'Aylin Demir',
        blockSubtitle: 'Recruiter Techniek',
      },
      { blockType: 'button' as const, blockLink: entry('pages', vacanciesPage, 'Bekijk onze vacatures') },
    ],
  })
  const clientLogos = await Promise.all(
    data.CLIENTS.map((name) => image(`klant-${name}`, `Logo van ${name}`, () => logoImage(name), 'png')),
  )
  const about = await page('over-ons', {
    title: 'Over ons',
    pageType: 'advanced',
    keyvisualColor: 'dark',
    keyvisualTitle: 'Wij brengen mensen en werk <em>op koers</em>',
    keyvisualContent: `${data.BRAND} verbindt sinds 2009 vakmensen met organisaties die vooruit willen.`,
    keyvisualImage: heroDark.id,
    buttonLink: entry('pages', vacanciesPage, 'Bekijk vacatures'),
    linkText: entry('pages', businessContact, 'Voor werkgevers'),
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
        blockEmployeeLink: entry('pages', team, 'Bekijk het hele team'),
        blockTeam: employees.slice(0, 3).map((e) => e.id),
      },
      { blockType: 'images', blockImage: learnImages.map((picture) => picture.id) },
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
        blockReference: experiences.slice(0, 3).map((e) => e.id),
      },
      { blockType: 'label', blockTitle: 'Onze labels', blockLabelContent: labels.map((label) => label.id) },
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
      { blockType: 'button', blockLink: entry('pages', application, 'Open sollicitatie') },
      {
        blockType: 'callToAction',
        blockTitle: 'Klaar voor je volgende stap?',
        blockContent: 'Bekijk onze vacatures of neem contact op met een consultant.',
        blockButtonPrimary: entry('pages', vacanciesPage, 'Bekijk vacatures'),
        blockButtonSecondary: entry('pages', contact, 'Neem contact op'),
      },
    ],
  })
  await page('__home__', {
    title: 'Home',
    pageType: 'home',
    keyvisualTitle: 'Werk dat bij je past, <em>op koers</em>',
    keyvisualContent:
      'Wij verbinden vakmensen met organisaties in bouw, techniek, zorg, logistiek, finance en overheid.',
    keyvisualColor: 'light',
    keyvisualImage: hero.id,
    buttonLink: entry('pages', vacanciesPage, 'Bekijk vacatures'),
    linkText: entry('pages', businessContact, 'Ik zoek personeel'),
    specialisms: data.LABELS.map(([name, intro], index) => ({
      title: name.replace('Koers ', ''),
      text: intro,
      image: labelBackgrounds[index].id,
      link: entry('labels', labels[index], `Meer over ${name}`),
    })),
    learnSubtitle: 'Leren en ontwikkelen',
    learnTitle: { col1: 'Blijf groeien', col2: 'in je vak' },
    learnDescription: 'Met trainingen, coaching en een persoonlijk ontwikkelplan investeren we in jouw loopbaan.',
    learnLink: entry('pages', about, 'Lees hoe we werken'),
    learnImages: learnImages.map((picture) => picture.id),
    successStories: stories.map((story) => story.id),
  })

  log('Navigatie, footer en instellingen…')
  await payload.updateGlobal({
    slug: 'navigation',
    context: context(),
    data: globalData<'navigation'>({
      items: [
        { linkText: entry('pages', vacanciesPage, 'Vacatures'), twoColumns: false, children: [] },
        {
          linkText: entry('pages', experiencesIndex, 'Werkzoekenden'),
          twoColumns: false,
          children: [
            { linkText: entry('pages', vacanciesPage, 'Alle vacatures') },
            { linkText: entry('pages', application, 'Open sollicitatie') },
            { linkText: entry('pages', experiencesIndex, 'Ervaringen van professionals') },
            { linkText: entry('pages', newsIndex, 'Nieuws') },
          ],
        },
        {
          linkText: entry('pages', labelsIndex, 'Werkgevers'),
          twoColumns: true,
          children: [
            ...labels.map((label, index) => ({ linkText: entry('labels', label, data.LABELS[index][0]) })),
            { linkText: entry('pages', storiesIndex, 'Succesverhalen') },
            { linkText: entry('pages', businessContact, 'Contact voor bedrijven') },
          ],
        },
        {
          linkText: entry('pages', about, 'Over ons'),
          twoColumns: false,
          children: [
            { linkText: entry('pages', team, 'Ons team') },
            { linkText: entry('pages', blog, 'Blog') },
            { linkText: custom('https://www.linkedin.com/company/koers-groep', 'Koers op LinkedIn') },
          ],
        },
        { linkText: entry('pages', contact, 'Contact'), twoColumns: false, children: [] },
      ],
    }),
  })
  await payload.updateGlobal({
    slug: 'footer',
    context: context(),
    data: globalData<'footer'>({
      ctaTitle: 'Benieuwd wat we voor je kunnen doen?',
      ctaText: 'Bel, mail of kom langs bij een van onze vestigingen. We denken graag met je mee.',
      ctaLink: entry('pages', contact, 'Neem contact op'),
      linkedinUrl: 'https://www.linkedin.com/company/koers-groep',
      instagramUrl: 'https://www.instagram.com/koersgroep',
      privacyLink: entry('pages', privacy, 'Privacyverklaring'),
      termsLink: entry('pages', terms, 'Algemene voorwaarden'),
      agencyCredit: { text: 'Website door Studio Noordzee', url: 'https://studionoordzee.example.nl' },
    }),
  })
  await payload.updateGlobal({
    slug: 'siteSettings',
    context: context(),
    data: globalData<'siteSettings'>({
      brandName: data.BRAND,
      tagline: 'Werk dat bij je past.',
      email: 'info@koersgroep.nl',
      phone: '030 123 45 67',
      notificationEmail: 'inzendingen@koersgroep.nl',
    }),
  })
  void [vacancies, newsDocs]
}
