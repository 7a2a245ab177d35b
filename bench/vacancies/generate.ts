/**
 * Fills the configured (benchmark) database: the demo content, then generated vacancies up to the
 * given total, through Payload so that every derived field is stored as in production.
 *   node scripts/payload.mjs run bench/vacancies/generate.ts 10000
 */
import { getPayload, type RequiredDataFromCollectionSlug } from 'payload'

import config from '@payload-config'

import { ensureDataDirectory } from '../../scripts/lib/data-directory'
import { committedMigrations } from '../../src/cms/database'
import * as data from '../../src/seed/data'
import { richText } from '../../src/seed/richtext'
import { seed } from '../../src/seed/seed'

const DAY = 24 * 60 * 60 * 1000
const SENTENCES = [
  'Je werkt aan projecten in de utiliteitsbouw en de infra.',
  'Je plant onderhoud en storingsdiensten voor een regionaal team.',
  'Je bent het eerste aanspreekpunt voor opdrachtgevers en leveranciers.',
  'Ervaring met SAP, AutoCAD of Revit is een pré.',
  'Je stuurt een team van monteurs en werkvoorbereiders aan.',
  'Je zorgt voor een sluitende administratie en heldere rapportages.',
  'Je werkt in de wijkzorg en bezoekt cliënten thuis.',
  'Een rijbewijs B en een VCA-certificaat zijn nodig.',
  'Je analyseert data en verbetert processen in de supply chain.',
  'Je werkt hybride: thuis en op kantoor in de regio.',
]

const target = Number(process.argv[2] || 10_000)
ensureDataDirectory()
const payload = await getPayload({ config })
await payload.db.migrate({ migrations: committedMigrations() })
await seed(payload, { log: (message) => payload.logger.info(message) })

const groups = async (collection: 'sectorGroups' | 'functionGroups') =>
  (await payload.find({ collection, pagination: false, depth: 0 })).docs.map((doc) => doc.id)
const [sectors, functions] = await Promise.all([groups('sectorGroups'), groups('functionGroups')])
const { totalDocs: start } = await payload.count({ collection: 'vacancies', overrideAccess: true })
const now = Date.now()
const started = Date.now()

function vacancy(index: number): RequiredDataFromCollectionSlug<'vacancies'> {
  const [title, sector, fn, category] = data.VACANCY_TITLES[index % data.VACANCY_TITLES.length]
  const location = data.VACANCY_LOCATIONS[(index * 7) % data.VACANCY_LOCATIONS.length]
  const text = [0, 3, 7].map((offset) => SENTENCES[(index + offset) % SENTENCES.length]).join(' ')
  return {
    title: `${title} ${index}`,
    slug: `bench-${index}`,
    _status: 'published',
    vacancyCompany: index % 5 === 4 ? undefined : data.COMPANIES[index % data.COMPANIES.length].name,
    vacancyCategory: index % 9 === 8 ? undefined : category,
    vacancyLocation: location,
    vacancyProvince: data.PROVINCES[location],
    vacancyHours: data.HOURS[index % data.HOURS.length],
    vacancyReference: `B-${index}`,
    salary: { min: 2600 + (index % 20) * 100, max: 3600 + (index % 20) * 150, unit: 'MONTH' },
    vacancySectorGroup: [sectors[(sector + index) % sectors.length]],
    vacancyFunctionGroup: [functions[(fn + index) % functions.length]],
    datePosted: new Date(now - (index % 60) * DAY).toISOString(),
    // One in ten has ended: the overview must leave those out.
    validThrough: new Date(now + (index % 10 === 0 ? -1 : 30 + (index % 60)) * DAY).toISOString(),
    externalId: `bench-${index}`,
    intro: `Als ${title.toLowerCase()} in ${location} werk je bij een organisatie die investeert in mensen.`,
    pageContentMatrixSimple: [{ blockType: 'text', blockContent: richText(`## Wat ga je doen?\n\n${text}`) as never }],
  }
}

const BATCH = 8
for (let index = start; index < target; index += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, target - index) }, (_, offset) => index + offset)
  await Promise.all(
    batch.map((number) =>
      payload.create({
        collection: 'vacancies',
        data: vacancy(number),
        overrideAccess: true,
        context: { disableRevalidate: true },
      }),
    ),
  )
  if ((index - start) % 1000 < BATCH) payload.logger.info(`${index + batch.length} / ${target} vacatures`)
}
payload.logger.info(`Generated ${target - start} vacancies in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
// Planner statistics, as a running database has them (PostgreSQL's autovacuum analyses a table
// after a bulk change). Without them PostgreSQL estimates one row per table and picks a nested
// loop that took seconds for a search with a distance filter.
await payload.db.execute({ drizzle: payload.db.drizzle, raw: 'ANALYZE' })
await payload.destroy()
process.exit(0)
