import type { RequiredDataFromCollectionSlug } from 'payload'

import type { TextBlock } from '@/payload-types'

import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { entry } from '../links'
import { richText } from '../richtext'

type PageData = Omit<RequiredDataFromCollectionSlug<'pages'>, 'slug' | '_status'>

/** A published page, found by its slug. */
export function seedPage({ payload }: SeedContext, slug: string, doc: PageData): Promise<Seeded> {
  return upsert(payload, 'pages', { slug: { equals: slug } }, { slug, ...doc, _status: 'published' })
}

const simpleText = (source: string): TextBlock[] => [{ blockType: 'text', blockContent: richText(source) }]

/** The pages other pages, the menu and the footer link to: overviews, forms and the legal texts. */
export async function seedFixedPages(ctx: SeedContext & { heroJobs: Seeded }) {
  const vacancies = await seedPage(ctx, 'vacatures', {
    title: 'Vacatures',
    pageType: 'vacanciesIndex',
    subtitle: 'Vacatures',
    keyvisualTitle: 'Vind de baan die <em>bij je past</em>',
    keyvisualImage: ctx.heroJobs.id,
  })
  const thanks = await seedPage(ctx, 'bedankt-voor-je-sollicitatie', {
    title: 'Bedankt voor je sollicitatie',
    pageType: 'simple',
    keyvisualContent:
      'We hebben je sollicitatie ontvangen. Binnen twee werkdagen neemt een consultant contact met je op.',
    pageContentMatrixSimple: [
      ...simpleText(
        'Wat gebeurt er nu? We lezen je cv en motivatie, bellen je voor een kennismaking en bespreken samen de volgende stap.',
      ),
      // The next step while waiting: more vacancies.
      { blockType: 'button', blockLink: entry('pages', vacancies, 'Bekijk meer vacatures') },
    ],
  })
  const application = await seedPage(ctx, 'solliciteren', {
    title: 'Solliciteren',
    pageType: 'application',
    keyvisualContent: 'Laat je gegevens achter en voeg je cv toe. We nemen snel contact met je op.',
    formExitPage: thanks.id,
  })
  const contact = await seedPage(ctx, 'contact', {
    title: 'Contact',
    pageType: 'contact',
    keyvisualTitle: 'Neem <em>contact</em> op',
    keyvisualContent: 'Heb je een vraag over werk, een vacature of je sollicitatie? We helpen je graag.',
  })
  const businessContact = await seedPage(ctx, 'contact-voor-bedrijven', {
    title: 'Contact voor bedrijven',
    pageType: 'businessContact',
    keyvisualTitle: 'Op zoek naar <em>talent</em>?',
    keyvisualContent: 'Vertel ons wie je zoekt. Binnen één werkdag bespreken we de mogelijkheden.',
    thankYouTitle: 'Bedankt voor je bericht',
    thankYouText:
      'We hebben je bericht ontvangen. Binnen één werkdag neemt een accountmanager contact met je op om je vraag te bespreken.',
  })
  const staffingRequest = await seedPage(ctx, 'personeel-aanvragen', {
    title: 'Personeel aanvragen',
    pageType: 'staffingRequest',
    subtitle: 'Voor werkgevers',
    keyvisualTitle: 'Vraag <em>personeel</em> aan',
    keyvisualContent:
      'Vertel ons wie je zoekt, vanaf wanneer en waar. Je accountmanager belt je binnen één werkdag terug om de aanvraag door te nemen.',
    thankYouTitle: 'Bedankt, je aanvraag is binnen',
    thankYouText:
      'Je accountmanager neemt je aanvraag door en belt je binnen één werkdag. Je krijgt ook een bevestiging per e-mail.',
  })
  const blog = await seedPage(ctx, 'blog', {
    title: 'Blog',
    pageType: 'blogIndex',
    subtitle: 'Kennis updates',
    keyvisualTitle: 'Blog en <em>kennis</em>',
  })
  const news = await seedPage(ctx, 'nieuws', {
    title: 'Nieuws',
    pageType: 'blogIndex',
    subtitle: 'Kennis updates',
    keyvisualTitle: 'Nieuws en <em>kennis</em>',
  })
  const experiences = await seedPage(ctx, 'ervaringen-van-professionals', {
    title: 'Ervaringen van professionals',
    pageType: 'experiencesIndex',
    subtitle: 'Onze verhalen',
    keyvisualTitle: 'Ervaringen van <em>professionals</em>',
  })
  const labels = await seedPage(ctx, 'labels', {
    title: 'Onze labels',
    pageType: 'labelsIndex',
    keyvisualTitle: 'Onze <em>labels</em>',
  })
  const team = await seedPage(ctx, 'team', {
    title: 'Ons team',
    pageType: 'teamIndex',
    keyvisualTitle: 'Maak kennis met <em>ons team</em>',
  })
  const successStories = await seedPage(ctx, 'succesverhalen', {
    title: 'Succesverhalen',
    pageType: 'successStoriesIndex',
    keyvisualTitle: 'Onze <em>succesverhalen</em>',
  })
  const privacy = await seedPage(ctx, 'privacystatement', {
    title: 'Privacyverklaring',
    pageType: 'simple',
    pageContentMatrixSimple: simpleText(
      `${data.BRAND} gaat zorgvuldig om met je persoonsgegevens.\n\n## Welke gegevens bewaren we?\n\nAls je solliciteert bewaren we je naam, contactgegevens, cv en motivatie. Zonder jouw toestemming verwijderen we je sollicitatie en bestanden automatisch vier weken nadat de procedure is afgerond. Geef je bij je sollicitatie toestemming om je gegevens te bewaren voor toekomstige vacatures, dan verwijderen we ze één jaar nadat de procedure is afgerond.\n\n## Je rechten\n\nJe kunt altijd vragen om inzage, correctie of verwijdering van je gegevens. Mail ons via privacy@koersgroep.nl.`,
    ),
  })
  const terms = await seedPage(ctx, 'algemene-voorwaarden', {
    title: 'Algemene voorwaarden',
    pageType: 'simple',
    pageContentMatrixSimple: simpleText(
      `Op alle diensten van ${data.BRAND} zijn deze algemene voorwaarden van toepassing.\n\n## Artikel 1: Definities\n\nIn deze voorwaarden wordt verstaan onder opdrachtgever: iedere partij die ${data.BRAND} een opdracht geeft tot werving, selectie of detachering.\n\n## Artikel 2: Toepasselijkheid\n\nDeze voorwaarden gelden voor alle offertes, opdrachten en overeenkomsten.`,
    ),
  })
  const workAtUs = await seedPage(ctx, 'werken-bij', {
    title: 'Werken bij Koers Groep',
    pageType: 'simple',
    pageContentMatrixSimple: [
      ...simpleText('Wil jij mensen helpen aan de baan die bij ze past? Bij ons krijg je de ruimte om te groeien.'),
      {
        blockType: 'quote',
        blockContent: 'Elke dag iemand verder helpen: mooier werk bestaat niet.',
        blockName: 'Aylin Demir',
        blockSubtitle: 'Recruiter Techniek',
      },
      { blockType: 'button', blockLink: entry('pages', vacancies, 'Bekijk onze vacatures') },
    ],
  })
  return {
    vacancies,
    workAtUs,
    application,
    contact,
    businessContact,
    staffingRequest,
    blog,
    news,
    experiences,
    labels,
    team,
    successStories,
    privacy,
    terms,
  }
}

/** The fixed pages later steps link to. */
export type FixedPages = Awaited<ReturnType<typeof seedFixedPages>>
