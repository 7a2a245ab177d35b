import { slugify } from '@/routing/uri'

import { type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { portraitImage } from '../images'
import { seedImage } from './media'

/** The team, each with a portrait; every third without a LinkedIn profile. */
export async function seedEmployees(ctx: SeedContext): Promise<Seeded[]> {
  const employees: Seeded[] = []
  for (const [index, [name, teamFunction, look]] of data.EMPLOYEES.entries()) {
    const photo = await seedImage(ctx, `portret-${name}`, `Portret van ${name}`, () => portraitImage(name, look))
    employees.push(
      await upsert(
        ctx.payload,
        'employees',
        { title: { equals: name } },
        {
          title: name,
          teamFunction,
          text: `${name.split(' ')[0]} werkt als ${teamFunction.toLowerCase()} bij ${data.BRAND}.`,
          linkedinUrl: index % 3 === 2 ? undefined : `https://www.linkedin.com/in/${slugify(name)}`,
          teamImage: photo.id,
          sortOrder: index,
        },
      ),
    )
  }
  return employees
}
