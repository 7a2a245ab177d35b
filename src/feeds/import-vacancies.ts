import { readFile } from 'node:fs/promises'
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import { expireTags, uriTags } from '@/cms/hooks/revalidate'
import type { RichTextValue } from '@/content/lexical'
import { collectionTag, documentTag, ROUTE_TABLE_TAG } from '@/data/cache-tags'
import { relationId } from '@/data/relations'
import { isVacancyClosed } from '@/data/vacancy'
import { NATIONWIDE } from '@/geo/gazetteer'
import { hasPublishableSalary } from '@/pay/salary-rules'
import type { Vacancy } from '@/payload-types'
import { slugify } from '@/routing/uri'

import { feedRichTextConverter } from './html-to-richtext'
import { parseVacancyFeed } from './indeed-xml'
import type { FeedVacancy } from './types'

type ImportCounts = {
  total: number
  created: number
  updated: number
  unchanged: number
  closed: number
  /** Jobs without a concrete salary: created or kept as drafts, or closed when they were open. */
  withoutSalary: number
}

export type ImportReport = ({ ok: true } & ImportCounts) | { ok: false; reason: string }

/** Feeds larger than this are refused (a vacancy is a few kB; this allows tens of thousands). */
const MAX_FEED_BYTES = 50 * 1024 * 1024
const FETCH_TIMEOUT_MS = 60_000
const CONTEXT = { disableRevalidate: true }

/** The fields a feed owns; an import overwrites them, everything else stays as editors left it. */
type FeedFields = Pick<
  Vacancy,
  | 'title'
  | 'vacancyCompany'
  | 'vacancyCategory'
  | 'vacancyLocation'
  | 'vacancyProvince'
  | 'vacancyHours'
  | 'vacancyReference'
  | 'datePosted'
  | 'validThrough'
  | 'employmentType'
  | 'salary'
  | 'pageContentMatrixSimple'
> & { vacancySectorGroup?: number[]; vacancyFunctionGroup?: number[] }

/** The text of a feed file or URL. */
async function readFeedSource(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8')
  const response = await fetch(source, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: 'application/xml, text/xml' },
  })
  if (!response.ok) throw new Error(`${source} answered ${response.status} ${response.statusText}`)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES)
    throw new Error(`${source} is larger than ${MAX_FEED_BYTES} bytes`)
  const text = await response.text()
  if (text.length > MAX_FEED_BYTES) throw new Error(`${source} is larger than ${MAX_FEED_BYTES} bytes`)
  return text
}

/** JSON with sorted keys, so that stored and new values compare equal whatever the database's key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null && entry !== '')
    return `{${entries
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`)
      .join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

const relationIds = (values: Vacancy['vacancySectorGroup']) =>
  (values ?? []).map((value) => relationId(value)).filter((id) => id !== null)

/** The feed-owned fields of a stored vacancy, shaped like new ones for comparison. */
function storedFields(doc: Vacancy, fields: FeedFields): string {
  const stored: Record<string, unknown> = {}
  for (const key of Object.keys(fields) as Array<keyof FeedFields>) {
    if (key === 'vacancySectorGroup' || key === 'vacancyFunctionGroup') stored[key] = relationIds(doc[key])
    else if (key === 'pageContentMatrixSimple') {
      stored[key] = (doc[key] ?? []).map((block) => ({
        blockType: block.blockType,
        blockContent: 'blockContent' in block ? block.blockContent : null,
      }))
    } else if (key === 'salary') {
      // The feed owns the amounts and unit; the cao and youth-wage fields are the editor's.
      stored[key] = { min: doc.salary?.min ?? null, max: doc.salary?.max ?? null, unit: doc.salary?.unit ?? null }
    } else if (key === 'datePosted' || key === 'validThrough')
      stored[key] = doc[key] ? new Date(doc[key]).toISOString() : null
    else stored[key] = doc[key]
  }
  return stableJson(stored)
}

function feedFields(
  job: FeedVacancy,
  groups: { sector?: number; functionGroup?: number },
  toRichText: (html: string) => RichTextValue,
): FeedFields {
  return {
    title: job.title,
    vacancyCompany: job.company,
    vacancyCategory: job.category,
    // A job without a city is in its province, or anywhere in the country.
    vacancyLocation: job.location || job.province || NATIONWIDE,
    vacancyProvince: job.province,
    vacancyHours: job.hours,
    vacancyReference: job.reference,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    salary: { min: job.salary?.min ?? null, max: job.salary?.max ?? null, unit: job.salary?.unit ?? 'MONTH' },
    pageContentMatrixSimple: job.descriptionHtml.trim()
      ? [{ blockType: 'text', blockContent: toRichText(job.descriptionHtml) }]
      : [],
    ...(groups.sector ? { vacancySectorGroup: [groups.sector] } : {}),
    ...(groups.functionGroup ? { vacancyFunctionGroup: [groups.functionGroup] } : {}),
  }
}

/**
 * A feed job without a concrete salary is never published: an open published vacancy is closed
 * (its page stays, saying so), one closed before keeps its closing date, a draft stays a draft.
 */
function withoutSalary(doc: Vacancy, fields: FeedFields, now: Date): FeedFields {
  if (doc._status !== 'published') return fields
  return { ...fields, validThrough: isVacancyClosed(doc, now) ? doc.validThrough : now.toISOString() }
}

/** Finds groups by title, creating the missing ones. */
async function resolveGroups(
  req: PayloadRequest,
  collection: 'sectorGroups' | 'functionGroups',
  titles: Set<string>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (!titles.size) return ids
  const { docs } = await req.payload.find({
    collection,
    where: { title: { in: [...titles] } },
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  for (const doc of docs) ids.set(doc.title, doc.id)
  for (const title of titles) {
    if (ids.has(title)) continue
    const created = await req.payload.create({
      collection,
      data: { title },
      req,
      overrideAccess: true,
      context: CONTEXT,
    })
    ids.set(title, created.id)
  }
  return ids
}

/** A slug for a new vacancy: its title, or title and external id when the title's slug is taken. */
function uniqueSlug(job: FeedVacancy, taken: Set<string>): string {
  const base = slugify(job.title) || 'vacature'
  const slug = taken.has(base) ? slugify(`${job.title}-${job.externalId}`) : base
  taken.add(slug)
  return slug
}

async function applyFeed(
  req: PayloadRequest,
  jobs: FeedVacancy[],
  now: Date,
): Promise<ImportCounts & { changedIds: number[]; createdUris: string[] }> {
  const { payload } = req
  const counts = { total: jobs.length, created: 0, updated: 0, unchanged: 0, closed: 0, withoutSalary: 0 }
  const changedIds: number[] = []
  const createdUris: string[] = []
  const [existing, slugs, sectors, functions] = await Promise.all([
    payload.find({
      collection: 'vacancies',
      where: { externalId: { exists: true } },
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'vacancies',
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
      select: { slug: true },
    }),
    resolveGroups(req, 'sectorGroups', new Set(jobs.flatMap((job) => (job.sector ? [job.sector] : [])))),
    resolveGroups(
      req,
      'functionGroups',
      new Set(jobs.flatMap((job) => (job.functionGroup ? [job.functionGroup] : []))),
    ),
  ])
  const byExternalId = new Map(existing.docs.map((doc) => [String(doc.externalId), doc]))
  const taken = new Set(slugs.docs.map((doc) => doc.slug))
  const toRichText = await feedRichTextConverter(payload.config)

  for (const job of jobs) {
    const fields = feedFields(
      job,
      {
        sector: job.sector ? sectors.get(job.sector) : undefined,
        functionGroup: job.functionGroup ? functions.get(job.functionGroup) : undefined,
      },
      toRichText,
    )
    const doc = byExternalId.get(job.externalId)
    // The same rules as an editor's publication (src/pay): the intro is the editor's.
    const salaryReady = hasPublishableSalary(fields.salary, doc?.intro)
    if (!salaryReady) counts.withoutSalary++
    if (!doc) {
      const data = {
        ...fields,
        externalId: job.externalId,
        slug: uniqueSlug(job, taken),
        _status: salaryReady ? ('published' as const) : ('draft' as const),
      }
      const created = await payload.create({
        collection: 'vacancies',
        data: data as RequiredDataFromCollectionSlug<'vacancies'>,
        draft: !salaryReady,
        req,
        overrideAccess: true,
        context: CONTEXT,
      })
      changedIds.push(created.id)
      if (created.uri && salaryReady) createdUris.push(created.uri)
      counts.created++
      continue
    }
    const wanted = salaryReady ? fields : withoutSalary(doc, fields, now)
    if (storedFields(doc, wanted) === stableJson(wanted)) {
      counts.unchanged++
      continue
    }
    // A draft the import kept back for want of a salary goes live once the feed names one.
    const publish = salaryReady && doc._status === 'draft'
    await payload.update({
      collection: 'vacancies',
      id: doc.id,
      data: publish ? { ...wanted, _status: 'published' } : wanted,
      draft: doc._status === 'draft' && !publish,
      req,
      overrideAccess: true,
      context: CONTEXT,
    })
    changedIds.push(doc.id)
    if (publish && doc.uri) createdUris.push(doc.uri)
    counts.updated++
    if (!salaryReady && doc._status === 'published' && !isVacancyClosed(doc, now)) counts.closed++
  }

  // Vacancies from the feed that left it are closed: open ones get validThrough = now.
  const inFeed = new Set(jobs.map((job) => job.externalId))
  for (const doc of existing.docs) {
    if (inFeed.has(String(doc.externalId)) || isVacancyClosed(doc, now)) continue
    await payload.update({
      collection: 'vacancies',
      id: doc.id,
      data: { validThrough: now.toISOString() },
      req,
      overrideAccess: true,
      context: CONTEXT,
    })
    changedIds.push(doc.id)
    counts.closed++
  }
  return { ...counts, changedIds, createdUris }
}

/**
 * Imports a feed (SPEC-style Indeed XML): creates and updates vacancies by externalId and closes
 * those with an externalId that left the feed, all in one transaction. A malformed feed changes
 * nothing; the report says why.
 */
export async function importVacancyFeed(
  payload: Payload,
  xml: string,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<ImportReport> {
  const parsed = parseVacancyFeed(xml)
  if (!parsed.ok) return parsed
  const request = req ?? (await createLocalReq({ context: CONTEXT }, payload))
  const ownTransaction = await initTransaction(request)
  try {
    const { changedIds, createdUris, ...counts } = await applyFeed(request, parsed.jobs, now)
    if (ownTransaction) await commitTransaction(request)
    if (changedIds.length) {
      expireTags(
        [
          collectionTag('vacancies'),
          collectionTag('sectorGroups'),
          collectionTag('functionGroups'),
          ROUTE_TABLE_TAG,
          ...changedIds.map((id) => documentTag('vacancies', id)),
          // New addresses were 404s until now; updates never change an address.
          ...uriTags(...createdUris),
        ],
        payload,
      )
    }
    return { ok: true, ...counts }
  } catch (error) {
    if (ownTransaction) await killTransaction(request)
    throw error
  }
}

/** Reads a feed from a file or URL and imports it; an unreadable source changes nothing either. */
export async function importVacancyFeedFrom(
  payload: Payload,
  source: string,
  options: { now?: Date; req?: PayloadRequest } = {},
): Promise<ImportReport> {
  let xml: string
  try {
    xml = await readFeedSource(source)
  } catch (error) {
    return { ok: false, reason: `Could not read the feed: ${error instanceof Error ? error.message : String(error)}` }
  }
  return importVacancyFeed(payload, xml, options)
}

/** One line for logs and the command line. */
export function describeImportReport(report: ImportReport): string {
  if (!report.ok) return `Vacancy feed not imported, nothing changed. ${report.reason}`
  const counts = [
    `${report.total} in the feed`,
    `${report.created} created`,
    `${report.updated} updated`,
    `${report.unchanged} unchanged`,
    `${report.closed} closed`,
    `${report.withoutSalary} without a concrete salary (kept as draft or closed, not published)`,
  ]
  return `Vacancy feed imported: ${counts.join(', ')}.`
}
