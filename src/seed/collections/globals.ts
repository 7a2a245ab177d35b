import type { DataFromGlobalSlug, GlobalSlug } from 'payload'

import { nl } from '@/i18n/nl'

import { SERVICES } from '../content/services'
import { operationContext, type SeedContext, type Seeded } from '../context'
import * as data from '../data'
import { custom, entry } from '../links'
import type { FixedPages } from './pages'

/** A global's content as the seed sets it: all of it but the id, which Payload keeps. */
type GlobalContent<G extends GlobalSlug> = Omit<DataFromGlobalSlug<G>, 'id'>

type SiteLinks = {
  pages: FixedPages
  about: Seeded
  labels: Seeded[]
  /** The employers' overview and services; the minimal seed has none. */
  employers?: { services: Seeded[]; overview: Seeded }
}

function navigation({ pages, about, labels, employers }: SiteLinks): GlobalContent<'navigation'> {
  return {
    items: [
      { linkText: entry('pages', pages.vacancies, 'Vacatures'), twoColumns: false, children: [] },
      {
        linkText: entry('pages', pages.experiences, 'Werkzoekenden'),
        twoColumns: false,
        children: [
          { linkText: entry('pages', pages.vacancies, 'Alle vacatures') },
          { linkText: entry('pages', pages.application, 'Open sollicitatie') },
          { linkText: entry('pages', pages.experiences, 'Ervaringen van professionals') },
          { linkText: entry('pages', pages.news, 'Nieuws') },
        ],
      },
      {
        linkText: entry('pages', employers?.overview ?? pages.labels, 'Werkgevers'),
        twoColumns: true,
        children: [
          ...(employers ? [{ linkText: entry('pages', employers.overview, 'Alle diensten') }] : []),
          ...(employers?.services ?? []).map((service, index) => ({
            linkText: entry('pages', service, SERVICES[index].title),
          })),
          ...labels.map((label, index) => ({ linkText: entry('labels', label, data.LABELS[index][0]) })),
          { linkText: entry('pages', pages.successStories, 'Succesverhalen') },
          { linkText: entry('pages', pages.staffingRequest, 'Personeel aanvragen') },
          { linkText: entry('pages', pages.businessContact, 'Contact voor bedrijven') },
        ],
      },
      {
        linkText: entry('pages', about, 'Over ons'),
        twoColumns: false,
        children: [
          { linkText: entry('pages', pages.team, 'Ons team') },
          { linkText: entry('pages', pages.workAtUs, 'Werken bij Koers Groep') },
          { linkText: custom('https://www.linkedin.com/company/koers-groep', 'Koers op LinkedIn') },
        ],
      },
      { linkText: entry('pages', pages.contact, 'Contact'), twoColumns: false, children: [] },
    ],
  }
}

function footer({ pages }: SiteLinks): GlobalContent<'footer'> {
  return {
    ctaTitle: 'Benieuwd wat we voor je kunnen doen?',
    ctaText: 'Bel, mail of kom langs bij een van onze vestigingen. We denken graag met je mee.',
    ctaLink: entry('pages', pages.contact, 'Neem contact op'),
    linkedinUrl: 'https://www.linkedin.com/company/koers-groep',
    instagramUrl: 'https://www.instagram.com/koersgroep',
    privacyLink: entry('pages', pages.privacy, 'Privacyverklaring'),
    termsLink: entry('pages', pages.terms, 'Algemene voorwaarden'),
    // The web agency is fictional too and has no site: its credit is text only.
    agencyCredit: { text: 'Website door Studio Noordzee' },
  }
}

const siteSettings = ({ employers }: SiteLinks): GlobalContent<'siteSettings'> => ({
  brandName: data.BRAND,
  tagline: 'Werk dat bij je past.',
  email: 'info@koersgroep.nl',
  phone: '030 123 45 67',
  notificationEmail: 'inzendingen@koersgroep.nl',
  // The employers' thank-you page lists the services of this page.
  employersPage: employers?.overview.id ?? null,
})

/** The recruiters' status messages: the Dutch defaults, which editors reword in the admin. */
const statusMessages: GlobalContent<'statusMessages'> = nl.statusMessages.defaults

/** The menu, the footer and the site's settings: set on every run, as globals always exist. */
export async function seedGlobals(ctx: SeedContext & SiteLinks): Promise<void> {
  const { payload } = ctx
  await payload.updateGlobal({ slug: 'navigation', context: operationContext(), data: navigation(ctx) })
  await payload.updateGlobal({ slug: 'footer', context: operationContext(), data: footer(ctx) })
  await payload.updateGlobal({ slug: 'siteSettings', context: operationContext(), data: siteSettings(ctx) })
  await payload.updateGlobal({ slug: 'statusMessages', context: operationContext(), data: statusMessages })
}
