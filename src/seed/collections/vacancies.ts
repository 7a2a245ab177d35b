import { slugify } from '@/routing/uri'

import { roleTextOf } from '../content/roles'
import { DAY, type SeedContext, type Seeded, upsert } from '../context'
import * as data from '../data'
import { hashString, logoImage } from '../images'
import { richText } from '../richtext'
import { seedImage } from './media'

type VacancyRelations = { sectors: Seeded[]; functionGroups: Seeded[]; recruiters: Seeded[] }

/**
 * The clients are fictional, so they have no sites. Their addresses use example.com (RFC 2606): it is
 * reserved for examples, answers with a page of its own and never belongs to a real company, unlike a
 * made-up .nl domain anyone may register. A vacancy link must stay an outside address (it opens in a new tab).
 */
const CLIENT_SITES = 'https://www.example.com'

const companySite = (name: string) => `${CLIENT_SITES}/${slugify(name)}/`

/** The clients' logos, for JobPosting: only the clients with a site of their own show theirs. */
async function seedCompanyLogos(ctx: SeedContext) {
  const withSite = data.COMPANIES.filter((company) => company.website)
  return new Map(
    await Promise.all(
      withSite.map(
        async ({ name }) =>
          [name, await seedImage(ctx, `bedrijf-${name}`, `Logo van ${name}`, () => logoImage(name), 'png')] as const,
      ),
    ),
  )
}

/** Which of its role's vacancies this is: 0 for the first, 1 for the second, and so on. */
const occurrenceOf = (index: number) => Math.floor(index / data.VACANCY_TITLES.length)

/** The client of a role's vacancy: one that would hire the role, taken in turn, so each has vacancies. */
function companyFor(index: number, title: string, sector: number) {
  const narrowed = roleTextOf(title).employers
  const candidates = data.COMPANIES.filter((company) =>
    narrowed ? narrowed.includes(company.name) : company.sector === sector,
  )
  return candidates[(index + occurrenceOf(index)) % candidates.length]
}

/** A role's second and third vacancy get another level or specialisation, as real vacancies do. */
function titleFor(index: number, baseTitle: string): string {
  const occurrence = occurrenceOf(index)
  return occurrence === 0 ? baseTitle : roleTextOf(baseTitle).variants[(occurrence - 1) % 2]
}

/** The role's salary band, the lower part of it for a junior, the upper part for a senior. */
function salaryFor(title: string, [min, max]: [number, number]) {
  const round = (amount: number) => Math.round(amount / 50) * 50
  if (title.startsWith('Junior')) return { min, max: round(min + (max - min) * 0.6) }
  if (title.startsWith('Senior')) return { min: round(min + (max - min) * 0.4), max }
  return { min, max }
}

/** The recruiter of the vacancy's sector: seedRecruiters returns them in the order of data.RECRUITERS. */
function recruiterFor(sector: number, recruiters: Seeded[]): Seeded {
  const index = data.RECRUITERS.findIndex(([, , recruiterSector]) => recruiterSector === sector)
  if (index < 0) throw new Error(`No recruiter for sector ${data.SECTORS[sector]}: add one to RECRUITERS`)
  return recruiters[index]
}

function description(title: string): string {
  const { tasks, requirements, offer } = roleTextOf(title)
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n')
  return `## Wat ga je doen?\n\n${tasks}\n\n## Wat vragen we?\n\n${list(requirements)}\n\n## Wat bieden we?\n\n${list(offer)}`
}

/**
 * At least 64 vacancies: every demo location once, the roles in turn. Some lack a company, a category
 * or a recruiter, and a few link to an external site, so every rule of the vacancy pages has a case.
 */
export async function seedVacancies(ctx: SeedContext & VacancyRelations): Promise<void> {
  const { payload, now, sectors, functionGroups, recruiters } = ctx
  const logos = await seedCompanyLogos(ctx)
  const total = Math.max(data.VACANCY_LOCATIONS.length, 64)
  for (let index = 0; index < total; index++) {
    const [baseTitle, sector, fn, category] = data.VACANCY_TITLES[index % data.VACANCY_TITLES.length]
    const role = roleTextOf(baseTitle)
    const location = data.VACANCY_LOCATIONS[index % data.VACANCY_LOCATIONS.length]
    const seedNumber = hashString(`${baseTitle}-${index}`)
    const title = titleFor(index, baseTitle)
    // From the title the vacancy shows, so the address never names another role than the page.
    const slug = slugify(`${title}-${index + 1}`)
    const externalId = `seed-${index + 1}`
    const company = index % 5 === 4 ? undefined : companyFor(index, baseTitle, sector)
    const site = company?.website ? companySite(company.name) : undefined
    const external = index % 16 === 7
    const partTime = index % 4 === 3
    const hours = partTime ? data.PART_TIME_HOURS : data.FULL_TIME_HOURS
    await upsert(
      payload,
      'vacancies',
      { externalId: { equals: externalId } },
      {
        title,
        slug,
        vacancyCompany: company?.name,
        vacancyCompanyUrl: site,
        vacancyCompanyLogo: company && site ? logos.get(company.name)?.id : undefined,
        vacancyCategory: index % 9 === 8 ? undefined : category,
        vacancyLocation: location,
        vacancyProvince: data.PROVINCES[location] ?? undefined,
        vacancyHours: hours[seedNumber % hours.length],
        vacancyReference: `KG-${String(2400 + index).padStart(5, '0')}`,
        // The vacancy as the client publishes it on its own site.
        vacancyLink: external ? `${site ?? `${CLIENT_SITES}/`}vacatures/${slug}` : undefined,
        vacancySectorGroup: [sectors[sector].id],
        vacancyFunctionGroup: [functionGroups[fn].id],
        datePosted: new Date(now.getTime() - (index % 30) * DAY).toISOString(),
        validThrough: new Date(now.getTime() + (60 + (index % 30)) * DAY).toISOString(),
        employmentType: partTime ? 'PART_TIME' : 'FULL_TIME',
        salary: { ...salaryFor(title, role.salary), unit: 'MONTH' },
        externalId,
        // Every fourth vacancy has no recruiter: its applications go to the office's address.
        recruiter: index % 4 === 3 ? undefined : recruiterFor(sector, recruiters).id,
        intro: role.intro,
        pageContentMatrixSimple: [{ blockType: 'text', blockContent: richText(description(baseTitle)) }],
        _status: 'published',
      },
    )
  }
}
