import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { isPostgresUrl } from '@/cms/database'
import { listVacanciesWithoutSalary } from '@/cms/missing-salary'
import { openVacancyWhere } from '@/data/vacancy'
import { fetchVacancyFeed } from '@/feeds/export-vacancies'
import { feedRichTextConverter } from '@/feeds/html-to-richtext'
import { describeImportReport, importVacancyFeed, importVacancyFeedFrom } from '@/feeds/import-vacancies'
import { parseVacancyFeed, serialiseVacancyFeed } from '@/feeds/indeed-xml'
import { IMPORT_VACANCY_FEED, VACANCY_FEED_QUEUE } from '@/feeds/job'
import type { FeedVacancy } from '@/feeds/types'
import type { Vacancy } from '@/payload-types'
import { richTextToPlainText } from '@/text/rich-text'

import { getTestPayload } from './helpers'

const DAY = 24 * 60 * 60 * 1000
const now = new Date()
let payload: Payload
let seeded: Vacancy[] = []

const job = (externalId: string, overrides: Partial<FeedVacancy> = {}): FeedVacancy => ({
  externalId,
  title: `Feedvacature ${externalId}`,
  datePosted: new Date(now.getTime() - DAY).toISOString(),
  validThrough: new Date(now.getTime() + 30 * DAY).toISOString(),
  url: null,
  company: 'Feedbedrijf',
  location: 'Tilburg / Den Haag',
  province: 'Noord-Brabant',
  descriptionHtml: '<h2>Over de functie</h2><p>Je werkt met <strong>Zwiebelsoft</strong>.</p>',
  salary: { min: 3000, max: 4000, unit: 'MONTH' },
  employmentType: 'FULL_TIME',
  category: 'Logistiek',
  reference: `REF-${externalId}`,
  hours: '40 uur',
  sector: 'Feedsector',
  functionGroup: null,
  ...overrides,
})

const feed = (jobs: FeedVacancy[]) =>
  serialiseVacancyFeed({
    publisher: 'Test',
    publisherUrl: 'https://example.nl',
    lastBuildDate: now.toISOString(),
    jobs,
  })

const byExternalId = async (externalId: string): Promise<Vacancy | undefined> =>
  (
    await payload.find({
      collection: 'vacancies',
      where: { externalId: { equals: externalId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]

/** Everything the importer could change, to prove that nothing changed. */
async function snapshot(): Promise<string> {
  const [vacancies, sectors] = await Promise.all([
    payload.find({
      collection: 'vacancies',
      pagination: false,
      depth: 0,
      sort: 'id',
      overrideAccess: true,
      select: { updatedAt: true, validThrough: true, title: true },
    }),
    payload.count({ collection: 'sectorGroups', overrideAccess: true }),
  ])
  return JSON.stringify({ vacancies: vacancies.docs, sectors: sectors.totalDocs })
}

const open = (doc: Vacancy | undefined) => Boolean(doc && (!doc.validThrough || new Date(doc.validThrough) > now))

beforeAll(async () => {
  payload = await getTestPayload()
  seeded = (
    await payload.find({
      collection: 'vacancies',
      where: { externalId: { like: 'seed-' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
})

afterAll(async () => {
  // Other test files share the database: put the seeded vacancies back as they were.
  const context = { disableRevalidate: true }
  await payload.delete({
    collection: 'vacancies',
    where: { externalId: { like: 'feed-' } },
    overrideAccess: true,
    context,
  })
  for (const doc of seeded) {
    await payload.update({
      collection: 'vacancies',
      id: doc.id,
      overrideAccess: true,
      context,
      data: { title: doc.title, validThrough: doc.validThrough, vacancyCompany: doc.vacancyCompany },
    })
  }
  await payload.delete({
    collection: 'sectorGroups',
    where: { title: { equals: 'Feedsector' } },
    overrideAccess: true,
    context,
  })
})

describe('feed descriptions as rich text', () => {
  it('keeps paragraphs, headings, lists and emphasis, with entities decoded', async () => {
    const toRichText = await feedRichTextConverter(payload.config)
    const state = toRichText(
      '<h2>Wat ga je doen?</h2><p>Je <strong>plant</strong> &amp; <em>regelt</em>.</p><ul><li>VCA</li><li>Rijbewijs&nbsp;B</li></ul><ol><li>Eén &#8364; &#x20AC; &euro;</li></ol>',
    )
    const [heading, paragraph, bullets, numbers] = state.root.children as unknown as Array<Record<string, unknown>>
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(paragraph).toMatchObject({ type: 'paragraph' })
    expect(
      (paragraph.children as Array<{ text: string; format: number }>).map((node) => [node.text, node.format]),
    ).toEqual([
      ['Je ', 0],
      ['plant', 1],
      [' & ', 0],
      ['regelt', 2],
      ['.', 0],
    ])
    expect(bullets).toMatchObject({ type: 'list', listType: 'bullet', tag: 'ul' })
    expect(numbers).toMatchObject({ type: 'list', listType: 'number', tag: 'ol' })
    expect(richTextToPlainText(state)).toBe('Wat ga je doen?\nJe plant & regelt.\nVCA\nRijbewijs B\nEén € € €')
  })

  it('reduces links and other markup to text, drops scripts, styles and images, and keeps h1 for the page', async () => {
    const toRichText = await feedRichTextConverter(payload.config)
    const state = toRichText(
      'Losse tekst<br>met regel<script>alert(1)</script><style>p{}</style><div><a href="javascript:alert(1)">link</a> <span class="y">span</span></div><img src="https://elders.example/x.png"><h1>Kop</h1><h6>Klein</h6>',
    )
    expect(richTextToPlainText(state)).toBe('Losse tekst\nmet regel\nlink span\nKop\nKlein')
    const json = JSON.stringify(state)
    expect(json).not.toMatch(/javascript:|"link"|"upload"|elders\.example/)
    const headings = state.root.children.filter((node) => node.type === 'heading')
    expect(headings.map((node) => ('tag' in node ? node.tag : null))).toEqual(['h2', 'h4'])
  })
})

describe('outgoing vacancy feed', () => {
  it('lists every open vacancy once, in a form the importer reads back', async () => {
    const outgoing = await fetchVacancyFeed(payload, {
      siteUrl: 'https://www.koersgroep.nl',
      publisher: 'Koers Groep',
      now,
    })
    const { totalDocs } = await payload.count({ collection: 'vacancies', where: openVacancyWhere(now) })
    expect(outgoing.jobs).toHaveLength(totalDocs)
    expect(new Set(outgoing.jobs.map((item) => item.externalId)).size).toBe(totalDocs)
    const parsed = parseVacancyFeed(serialiseVacancyFeed(outgoing))
    if (!parsed.ok) throw new Error(parsed.reason)
    const key = (item: FeedVacancy) =>
      [item.externalId, item.title, item.url, item.location, item.sector, item.descriptionHtml].join('|')
    expect(parsed.jobs.map(key)).toEqual(outgoing.jobs.map(key))
    // Rows with an external link point there, the others to their own page.
    expect(outgoing.jobs.some((item) => item.url?.startsWith('https://www.example.com/'))).toBe(true)
    expect(outgoing.jobs.some((item) => item.url?.startsWith('https://www.koersgroep.nl/vacatures/'))).toBe(true)
    expect(outgoing.jobs.every((item) => item.descriptionHtml.includes('<h2>Wat ga je doen?</h2>'))).toBe(true)
  })
})

describe('vacancy feed import', () => {
  it('changes nothing for a malformed feed and says why', async () => {
    const before = await snapshot()
    const broken = feed([job('feed-1')]).replace('</job>', '')
    const report = await importVacancyFeed(payload, broken, { now })
    expect(report).toMatchObject({ ok: false, reason: expect.stringContaining('not well-formed XML') })
    const invalid = await importVacancyFeed(payload, feed([job('feed-1'), job('feed-2', { title: '' })]), { now })
    expect(invalid).toMatchObject({ ok: false, reason: expect.stringContaining('job 2: title is missing') })
    const unreadable = await importVacancyFeedFrom(payload, '/tmp/bestaat-niet/feed.xml', { now })
    expect(unreadable).toMatchObject({ ok: false, reason: expect.stringContaining('Could not read the feed') })
    expect(describeImportReport(unreadable)).toMatch(/^Vacancy feed not imported, nothing changed\./)
    expect(await snapshot()).toBe(before)
  })

  it('creates new vacancies, updates known ones by externalId and closes those that left the feed', async () => {
    const first = seeded.find((doc) => doc.externalId === 'seed-1')!
    const jobs = [
      job('feed-1'),
      job('feed-2', { sector: null, location: 'Landelijk' }),
      job('seed-1', { title: 'Bijgewerkte titel', company: null }),
    ]
    const report = await importVacancyFeed(payload, feed(jobs), { now })
    const openSeeded = seeded.filter(open).length
    expect(report).toEqual({
      ok: true,
      total: 3,
      created: 2,
      updated: 1,
      unchanged: 0,
      closed: openSeeded - 1,
      withoutSalary: 0,
    })

    const created = await byExternalId('feed-1')
    expect(created).toMatchObject({
      _status: 'published',
      title: 'Feedvacature feed-1',
      vacancyCompany: 'Feedbedrijf',
      vacancyReference: 'REF-feed-1',
      locationPlaces: ['Den Haag', 'Tilburg'],
      uri: 'vacatures/feedvacature-feed-1',
    })
    expect(created?.firstSectorGroup).toEqual(expect.any(Number))
    const block = created?.pageContentMatrixSimple?.[0]
    expect(block?.blockType === 'text' && richTextToPlainText(block.blockContent)).toBe(
      'Over de functie\nJe werkt met Zwiebelsoft.',
    )
    expect(created?.contentText).toContain('Zwiebelsoft')

    const updated = await byExternalId('seed-1')
    expect(updated).toMatchObject({ id: first.id, title: 'Bijgewerkte titel', vacancyCompany: null, uri: first.uri })
    expect(open(updated)).toBe(true)
    const left = await byExternalId('seed-2')
    expect(left?.validThrough && new Date(left.validThrough).getTime()).toBe(now.getTime())
  })

  it('leaves unchanged vacancies alone on the next run', async () => {
    const jobs = [
      job('feed-1'),
      job('feed-2', { sector: null, location: 'Landelijk' }),
      job('seed-1', { title: 'Bijgewerkte titel', company: null }),
    ]
    const before = await snapshot()
    expect(await importVacancyFeed(payload, feed(jobs), { now })).toEqual({
      ok: true,
      total: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      closed: 0,
      withoutSalary: 0,
    })
    expect(await snapshot()).toBe(before)
  })

  it('closes a vacancy that leaves the feed and reopens it when it returns', async () => {
    expect(
      await importVacancyFeed(
        payload,
        feed([job('feed-1'), job('seed-1', { title: 'Bijgewerkte titel', company: null })]),
        { now },
      ),
    ).toMatchObject({ closed: 1, unchanged: 2 })
    expect(open(await byExternalId('feed-2'))).toBe(false)
    const back = await importVacancyFeed(
      payload,
      feed([
        job('feed-1'),
        job('feed-2', { sector: null, location: 'Landelijk' }),
        job('seed-1', { title: 'Bijgewerkte titel', company: null }),
      ]),
      { now },
    )
    expect(back).toMatchObject({ created: 0, updated: 1, closed: 0 })
    expect(open(await byExternalId('feed-2'))).toBe(true)
  })

  it('rolls back a write failing half-way where the database has transactions; the next run completes', async () => {
    const before = await snapshot()
    const jobs = [
      job('feed-9'),
      job('feed-1', { title: 'Anders' }),
      job('feed-2', { sector: null, location: 'Landelijk' }),
      job('seed-1', { title: 'Bijgewerkte titel', company: null }),
    ]
    const update = vi.spyOn(payload, 'update').mockRejectedValueOnce(new Error('schijf vol'))
    try {
      await expect(importVacancyFeed(payload, feed(jobs), { now })).rejects.toThrow('schijf vol')
    } finally {
      update.mockRestore()
    }
    // Payload's SQLite adapter runs without transactions; PostgreSQL undoes the whole run.
    if (isPostgresUrl(process.env.DATABASE_URL ?? '')) {
      expect(await byExternalId('feed-9')).toBeUndefined()
      expect(await snapshot()).toBe(before)
    }
    expect(await importVacancyFeed(payload, feed(jobs), { now })).toMatchObject({ ok: true, updated: 1, closed: 0 })
    expect(await byExternalId('feed-9')).toMatchObject({ title: 'Feedvacature feed-9' })
    expect(await byExternalId('feed-1')).toMatchObject({ title: 'Anders' })
  })

  it('never publishes a job without a concrete salary: a new one stays a draft, an open one is closed', async () => {
    const others = [
      job('feed-9'),
      job('feed-2', { sector: null, location: 'Landelijk' }),
      job('seed-1', { title: 'Bijgewerkte titel', company: null }),
    ]
    const report = await importVacancyFeed(
      payload,
      feed([
        ...others,
        job('feed-1', { title: 'Anders', salary: null }),
        job('feed-4', { salary: null }),
        // Below the adult minimum wage: only an editor can confirm that it is a youth wage.
        job('feed-5', { salary: { min: 9, max: 10, unit: 'HOUR' } }),
      ]),
      { now },
    )
    expect(report).toEqual({
      ok: true,
      total: 6,
      created: 2,
      updated: 1,
      unchanged: 3,
      closed: 1,
      withoutSalary: 3,
    })
    expect(describeImportReport(report)).toContain('3 without a concrete salary')
    expect(await byExternalId('feed-4')).toMatchObject({ _status: 'draft', salaryMissing: true })
    expect(await byExternalId('feed-5')).toMatchObject({ _status: 'draft' })
    const closed = await byExternalId('feed-1')
    expect(closed).toMatchObject({ _status: 'published', title: 'Anders' })
    expect(open(closed)).toBe(false)
    const published = await payload.count({
      collection: 'vacancies',
      where: { and: [{ externalId: { in: ['feed-4', 'feed-5'] } }, { _status: { equals: 'published' } }] },
    })
    expect(published.totalDocs).toBe(0)

    // The editors' view 'Vacatures zonder salaris' lists all three, each with its reason.
    const editor = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `import-${Date.now()}@example.nl`, password: 'een-sterk-wachtwoord-voor-tests', role: 'editor' },
    })
    const rows = new Map((await listVacanciesWithoutSalary(payload, editor, now)).map((row) => [row.id, row]))
    await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    const row = async (externalId: string) => rows.get((await byExternalId(externalId))?.id ?? 0)
    expect(await row('feed-4')).toMatchObject({ status: 'draft', source: 'feed', reasons: ['Geen salaris'] })
    expect(await row('feed-5')).toMatchObject({ status: 'draft', source: 'feed' })
    expect((await row('feed-5'))?.reasons[0]).toContain('minimumloon')
    expect(await row('feed-1')).toMatchObject({ status: 'closed', source: 'feed', reasons: ['Geen salaris'] })

    // Once the feed names a salary, the draft goes live and the closed vacancy opens again.
    const named = await importVacancyFeed(
      payload,
      feed([...others, job('feed-1', { title: 'Anders' }), job('feed-4')]),
      { now },
    )
    expect(named).toMatchObject({ ok: true, created: 0, updated: 2, unchanged: 3, withoutSalary: 0 })
    expect(await byExternalId('feed-4')).toMatchObject({ _status: 'published', salaryMissing: false })
    expect(open(await byExternalId('feed-1'))).toBe(true)
    // The scheduled job's test below counts the feed as the earlier tests left it.
    await payload.delete({
      collection: 'vacancies',
      where: { externalId: { in: ['feed-4', 'feed-5'] } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})

describe('scheduled vacancy feed job', () => {
  /** Queues the task for a feed file at VACANCY_FEED_URL and runs the queue until it is done. */
  const runJob = async (xml: string) => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'koers-feed-'))
    const file = path.join(directory, 'feed.xml')
    fs.writeFileSync(file, xml)
    process.env.VACANCY_FEED_URL = file
    const info = vi.spyOn(payload.logger, 'info')
    try {
      const queued = await payload.jobs.queue({ task: IMPORT_VACANCY_FEED, queue: VACANCY_FEED_QUEUE, input: {} })
      // One retry after a failure; a completed job is kept (the admin's mail and job view shows it).
      await payload.jobs.run({ queue: VACANCY_FEED_QUEUE })
      await payload.jobs.run({ queue: VACANCY_FEED_QUEUE })
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { id: { equals: queued.id } },
        overrideAccess: true,
        depth: 0,
      })
      return { job: docs[0], logged: info.mock.calls.map((call) => String(call[0])) }
    } finally {
      info.mockRestore()
      delete process.env.VACANCY_FEED_URL
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }

  it('imports the feed at VACANCY_FEED_URL and logs the counts', async () => {
    const jobs = [
      job('feed-1', { title: 'Anders' }),
      job('feed-3'),
      job('feed-2', { sector: null, location: 'Landelijk' }),
      job('seed-1', { title: 'Bijgewerkte titel', company: null }),
    ]
    const { job: done, logged } = await runJob(feed(jobs))
    expect(done).toMatchObject({ hasError: false })
    expect(done?.completedAt).toBeTruthy()
    expect(logged).toContain(
      'Vacancy feed imported: 4 in the feed, 1 created, 0 updated, 3 unchanged, 1 closed, 0 without a concrete salary (kept as draft or closed, not published).',
    )
    expect(await byExternalId('feed-3')).toMatchObject({ _status: 'published' })
  })

  it('fails without changing anything when the feed is malformed', async () => {
    const before = await snapshot()
    const { job: failed, logged } = await runJob('<source><job></source>')
    expect(failed).toMatchObject({ hasError: true })
    expect(JSON.stringify(failed?.log)).toContain('not well-formed XML')
    expect(logged.some((line) => line.startsWith('Vacancy feed not imported, nothing changed.'))).toBe(true)
    expect(await snapshot()).toBe(before)
  })
})
