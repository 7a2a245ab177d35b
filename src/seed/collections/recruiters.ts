import { slugify } from '@/routing/uri'

import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { portraitImage } from '../images'
import { seedImage } from './media'

/** The vacancies' contact persons, found by their e-mail address. */
export async function seedRecruiters(ctx: SeedContext): Promise<Seeded[]> {
  const recruiters: Seeded[] = []
  for (const [name, phone] of data.RECRUITERS) {
    const photo = await seedImage(ctx, `recruiter-${name}`, `Portret van ${name}`, () =>
      portraitImage(name, data.portraitLookOf(name)),
    )
    const email = `${slugify(name.split(' ')[0])}@koersgroep.nl`
    recruiters.push(
      await upsert(ctx.payload, 'recruiters', { email: { equals: email } }, { name, phone, email, photo: photo.id }),
    )
  }
  return recruiters
}
