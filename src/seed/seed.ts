import type { Payload } from 'payload'

import { seedAboutPage } from './collections/about-page'
import { seedEmployees } from './collections/employees'
import { seedAccountManagers, seedCertifications, seedEmployerPages } from './collections/employers'
import { seedExperiences } from './collections/experiences'
import { seedGlobals } from './collections/globals'
import { seedGroups } from './collections/groups'
import { seedHomePage } from './collections/home-page'
import { seedLabels } from './collections/labels'
import { seedLocations } from './collections/locations'
import { seedMailTemplates } from './collections/mail-templates'
import { seedKeyvisuals } from './collections/media'
import { seedNews } from './collections/news'
import { seedFixedPages } from './collections/pages'
import { seedRecruiters } from './collections/recruiters'
import { seedSuccessStories } from './collections/success-stories'
import { seedVacancies } from './collections/vacancies'
import type { SeedContext } from './context'

export { formatDemoAccounts, seedDemoAccounts } from './demo-accounts'

type SeedOptions = { log?: (message: string) => void; now?: Date }

/**
 * Seeds the demo site. Safe to run again: existing documents are found by their keys. The order is
 * the one of the documents' ids, and each step gets the documents it relates to from the earlier ones.
 */
export async function seed(payload: Payload, { log = () => {}, now = new Date() }: SeedOptions = {}): Promise<void> {
  const ctx: SeedContext = { payload, now }

  log('Afbeeldingen maken…')
  const { hero, heroDark, heroJobs, learnImages } = await seedKeyvisuals(ctx)

  log('Basisgegevens…')
  const { sectors, functionGroups, subjects, phases } = await seedGroups(ctx)

  log('Medewerkers en vestigingen…')
  const employees = await seedEmployees(ctx)
  await seedLocations(ctx)

  log('Labels…')
  const { labels, labelBackgrounds } = await seedLabels({ ...ctx, sectors })

  log('Ervaringsverhalen…')
  const experiences = await seedExperiences({ ...ctx, phases })

  log('Nieuws…')
  await seedNews({ ...ctx, subjects, employees })

  log('Succesverhalen…')
  const successStories = await seedSuccessStories({ ...ctx, sectors })

  log('Recruiters…')
  const recruiters = await seedRecruiters(ctx)
  await seedAccountManagers({ ...ctx, sectors, recruiters })
  await seedMailTemplates(ctx)

  log('Vacatures…')
  await seedVacancies({ ...ctx, sectors, functionGroups, recruiters })

  log('Pagina’s…')
  const pages = await seedFixedPages({ ...ctx, heroJobs })
  const about = await seedAboutPage({ ...ctx, pages, heroDark, learnImages, employees, experiences, labels })
  await seedHomePage({ ...ctx, pages, about, hero, learnImages, labels, labelBackgrounds, successStories })

  log('Pagina’s voor werkgevers…')
  const employers = await seedEmployerPages({ ...ctx, pages, labels })
  await seedCertifications(ctx)

  log('Navigatie, footer en instellingen…')
  await seedGlobals({ ...ctx, pages, about, labels, employers })
}
