import { CERTIFICATIONS } from '../content/certifications'
import { SERVICES, type Service } from '../content/services'
import { operationContext, type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { logoImage, type SceneTheme } from '../images'
import { entry } from '../links'
import { richText } from '../richtext'
import { seedImage, seedScene } from './media'
import { type FixedPages, seedPage } from './pages'

/**
 * Each sector's recruiter is its account manager: staffing requests of the sector go to them and
 * they are the face of its label page. Set on every run, so an older demo database gets them too.
 */
export async function seedAccountManagers(ctx: SeedContext & { sectors: Seeded[]; recruiters: Seeded[] }) {
  for (const [index, [, , sector]] of data.RECRUITERS.entries()) {
    await ctx.payload.update({
      collection: 'sectorGroups',
      id: ctx.sectors[sector].id,
      data: { accountManager: ctx.recruiters[index].id },
      overrideAccess: true,
      context: operationContext(),
    })
  }
}

const SERVICE_THEMES: Record<string, SceneTheme> = {
  uitzenden: 'logistiek',
  detacheren: 'techniek',
  'werving-en-selectie': 'kantoor',
  payroll: 'finance',
}

/** The call to action every employers' page ends with: the staffing request, or a question first. */
const staffingCallToAction = (pages: FixedPages) => ({
  blockType: 'callToAction' as const,
  blockTitle: 'Personeel nodig?',
  blockContent: 'Vertel ons wie je zoekt. Je accountmanager belt je binnen één werkdag terug.',
  blockButtonPrimary: entry('pages', pages.staffingRequest, 'Vraag personeel aan'),
  blockButtonSecondary: entry('pages', pages.businessContact, 'Stel eerst een vraag'),
})

/** The sectors' label pages, each with its vacancies and account manager. */
const sectorsBlock = (labels: Seeded[]) => ({
  blockType: 'label' as const,
  blockTitle: 'Onze sectoren en accountmanagers',
  blockLabelContent: labels.map((label) => label.id),
})

/** A page per service: what it is, for whom, how it goes, the terms in plain words, and the request. */
async function seedServicePage(
  ctx: SeedContext & { pages: FixedPages; labels: Seeded[] },
  service: Service,
): Promise<Seeded> {
  const image = await seedScene(ctx, SERVICE_THEMES[service.slug] ?? 'kantoor', `dienst-${service.slug}`)
  return seedPage(ctx, service.slug, {
    title: service.title,
    pageType: 'advanced',
    subtitle: 'Voor werkgevers',
    keyvisualTitle: `<em>${service.title}</em>`,
    keyvisualContent: service.summary,
    keyvisualImage: image.id,
    buttonLink: entry('pages', ctx.pages.staffingRequest, 'Vraag personeel aan'),
    pageContentMatrixAdvanced: [
      { blockType: 'text', blockTitle: `Wat is ${service.title.toLowerCase()}?`, blockContent: richText(service.what) },
      { blockType: 'text', blockTitle: 'Voor wie?', blockContent: richText(service.forWhom) },
      ...service.steps.map(([title, text], index) => ({
        blockType: 'roadmap' as const,
        blockLabel: `Stap ${index + 1}`,
        title,
        blockContent: richText(text),
      })),
      ...service.terms.map(([question, answer]) => ({
        blockType: 'contentFoldable' as const,
        blockTitle: question,
        blockContent: richText(answer),
      })),
      // From a service on to the sector's page with its vacancies and account manager.
      sectorsBlock(ctx.labels),
      staffingCallToAction(ctx.pages),
    ],
  })
}

/**
 * The employers' side: a page per service and the overview '/werkgevers' with the services, the
 * sectors (labels) and the staffing request.
 */
export async function seedEmployerPages(ctx: SeedContext & { pages: FixedPages; labels: Seeded[] }) {
  const services: Seeded[] = []
  for (const service of SERVICES) services.push(await seedServicePage(ctx, service))
  const image = await seedScene(ctx, 'kantoor', 'keyvisual-werkgevers')
  const overview = await seedPage(ctx, 'werkgevers', {
    title: 'Werkgevers',
    pageType: 'advanced',
    subtitle: 'Voor werkgevers',
    keyvisualTitle: 'Het juiste personeel, <em>snel geregeld</em>',
    keyvisualContent:
      'Tijdelijk extra handen, een specialist voor een project of een vaste collega: we kennen jouw sector en regelen het van aanvraag tot loonstrook.',
    keyvisualImage: image.id,
    buttonLink: entry('pages', ctx.pages.staffingRequest, 'Vraag personeel aan'),
    linkText: entry('pages', ctx.pages.businessContact, 'Neem contact op'),
    pageContentMatrixAdvanced: [
      {
        blockType: 'text',
        blockTitle: 'Zo helpen we werkgevers',
        blockContent: richText(
          'Elke sector heeft een vaste accountmanager die de markt kent en weet welke vakmensen beschikbaar zijn. Jij hebt één aanspreekpunt, wij zorgen voor de juiste mensen en de administratie.',
        ),
      },
      { blockType: 'services', blockTitle: 'Onze diensten', blockServices: services.map((page) => page.id) },
      sectorsBlock(ctx.labels),
      staffingCallToAction(ctx.pages),
    ],
  })
  return { services, overview }
}

/** The quality marks and memberships, each with a logo made offline. */
export async function seedCertifications(ctx: SeedContext): Promise<void> {
  for (const [index, { name, url, colour, description }] of CERTIFICATIONS.entries()) {
    const logo = await seedImage(ctx, `keurmerk-${name}`, `Logo van ${name}`, () => logoImage(name, { colour }), 'png')
    await upsert(
      ctx.payload,
      'certifications',
      { name: { equals: name } },
      {
        name,
        url,
        description,
        logo: logo.id,
        sortOrder: index,
      },
    )
  }
}
