import { slugify } from '@/routing/uri'

import { DAY, type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { hashString, logoImage } from '../images'
import { richText } from '../richtext'
import { seedImage } from './media'

type VacancyRelations = { sectors: Seeded[]; functionGroups: Seeded[]; recruiters: Seeded[] }

/** The clients' own sites and logos (one company without, as happens), for JobPosting. */
async function seedCompanies(ctx: SeedContext) {
  const logos = new Map(
    await Promise.all(
      data.COMPANIES.map(
        async (name) =>
          [name, await seedImage(ctx, `bedrijf-${name}`, `Logo van ${name}`, () => logoImage(name), 'png')] as const,
      ),
    ),
  )
  const site = (name: string) =>
    name === data.COMPANIES.at(-1) ? undefined : `https://www.${slugify(name).replace(/-/g, '')}.example/`
  return { logos, site }
}

/**
 * At least 64 vacancies: every demo location once, the roles in turn. Some lack a company, a category
 * or a recruiter, and a few link to an external site, so every rule of the vacancy pages has a case.
 */
export async function seedVacancies(ctx: SeedContext & VacancyRelations): Promise<void> {
  const { payload, now, sectors, functionGroups, recruiters } = ctx
  const companies = await seedCompanies(ctx)
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
    await upsert(
      payload,
      'vacancies',
      { slug: { equals: slug } },
      {
        title,
        slug,
        vacancyCompany: company,
        vacancyCompanyUrl: company ? companies.site(company) : undefined,
        vacancyCompanyLogo: company && companies.site(company) ? companies.logos.get(company)?.id : undefined,
        vacancyCategory: index % 9 === 8 ? undefined : category,
        vacancyLocation: location,
        vacancyProvince: data.PROVINCES[location] ?? undefined,
        vacancyHours: data.HOURS[seedNumber % data.HOURS.length],
        vacancyReference: `KG-${String(2400 + index).padStart(5, '0')}`,
        vacancyLink: external ? `https://werken.example.nl/vacature/${slug}` : undefined,
        vacancySectorGroup: [sectors[sector].id],
        vacancyFunctionGroup: [functionGroups[fn].id],
        datePosted: new Date(now.getTime() - (index % 30) * DAY).toISOString(),
        validThrough: new Date(now.getTime() + (60 + (index % 30)) * DAY).toISOString(),
        employmentType: index % 4 === 3 ? 'PART_TIME' : 'FULL_TIME',
        salary: { min: 2800 + (seedNumber % 12) * 100, max: 3800 + (seedNumber % 15) * 150, unit: 'MONTH' },
        externalId: `seed-${index + 1}`,
        // Every fourth vacancy has no recruiter: its applications go to the office's address.
        recruiter: index % 4 === 3 ? undefined : recruiters[index % recruiters.length].id,
        intro: `Als ${baseTitle.toLowerCase()} werk je aan uitdagende projecten bij een organisatie die investeert in mensen.`,
        pageContentMatrixSimple: [
          {
            blockType: 'text',
            blockContent: richText(
              `## Wat ga je doen?\n\nJe werkt als ${baseTitle.toLowerCase()} in een hecht team en bent het aanspreekpunt voor collega's en opdrachtgevers.\n\n## Wat vragen we?\n\n- Een afgeronde mbo- of hbo-opleiding in een relevante richting\n- Enkele jaren ervaring in een vergelijkbare rol\n- Goede beheersing van de Nederlandse taal\n\n## Wat bieden we?\n\n- Een marktconform salaris\n- Opleidingsbudget en doorgroeimogelijkheden\n- Een persoonlijke consultant die met je meedenkt`,
            ),
          },
        ],
        _status: 'published',
      },
    )
  }
}
