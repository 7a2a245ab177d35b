import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DELIVER_APPLICATION } from '@/ats/deliver'
import { newAtsEvent } from '@/ats/events'
import { committedMigrations } from '@/cms/database'

import { validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await getMigratedPayload()
})

afterAll(async () => {
  if (!created.length) return
  await payload.delete({ collection: 'applications', where: { id: { in: created } }, overrideAccess: true })
  await payload.delete({
    collection: 'payload-jobs',
    where: { or: [{ 'input.submissionId': { in: created } }, { 'input.applicationId': { in: created } }] },
    overrideAccess: true,
  })
})

async function createApplication() {
  const application = await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: { ...validApplication(), gender: 'v', status: 'new' },
  })
  created.push(application.id)
  return application
}

// ATS events, jobs, mails and log lines name an application by its id, and outlive it.
describe('an application id', () => {
  it('is never given to a later application, also when the newest one was deleted', async () => {
    const deleted = await createApplication()
    await payload.delete({ collection: 'applications', id: deleted.id, overrideAccess: true })
    const next = await createApplication()
    expect(next.id).toBeGreaterThan(deleted.id)
  })
})

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('the migration to ids that are never reused', () => {
  const migration = committedMigrations().find(({ name }) => name.endsWith('_autoincrement_ids'))
  const args = () => ({ db: payload.db.drizzle, payload })
  const rows = async <Row>(query: SQL) =>
    (await payload.db.execute({ drizzle: payload.db.drizzle, sql: query })).rows as Row[]

  /** Every table's rows as stored, and the indexes and triggers as written. */
  async function contents() {
    const tables = await rows<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'vacancies_fts%' ORDER BY name`,
    )
    const data: Record<string, unknown[]> = {}
    for (const { name } of tables) data[name] = await rows(sql.raw(`SELECT * FROM "${name}" ORDER BY rowid`))
    const objects = await rows(
      sql`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE type IN ('index', 'trigger', 'view') ORDER BY name`,
    )
    return { data, objects }
  }

  const counting = async () =>
    (
      await rows<{ name: string }>(
        sql`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%PRIMARY KEY AUTOINCREMENT%' ORDER BY name`,
      )
    ).map(({ name }) => name)

  it('rebuilds the tables with every row, id, index and trigger, and back', async () => {
    expect(migration).toBeDefined()
    const application = await createApplication()
    await payload.create({
      collection: 'applicationTimeline',
      overrideAccess: true,
      data: {
        application: application.id,
        kind: 'note',
        subject: 'Gebeld',
        body: 'Belt terug.',
        at: new Date().toISOString(),
      },
    })
    const tables = await counting()
    expect(tables).toEqual(
      expect.arrayContaining(['applications', 'application_timeline', 'vacancies', '_vacancies_v']),
    )
    const before = await contents()

    await migration!.down(args())
    expect(await counting()).toEqual([])
    expect(await contents()).toEqual(before)

    await migration!.up(args())
    expect(await counting()).toEqual(tables)
    expect(await contents()).toEqual(before)
    expect(await rows(sql`PRAGMA foreign_key_check`)).toEqual([])
    expect(await rows(sql`PRAGMA foreign_keys`)).toEqual([{ foreign_keys: 1 }])
  })

  it('starts past the id of a deleted application that a job still names', async () => {
    const erased = await createApplication()
    await payload.delete({ collection: 'applications', id: erased.id, overrideAccess: true })
    // An erasure's ATS event stays queued after the application is gone.
    const job = await payload.jobs.queue({
      task: DELIVER_APPLICATION,
      input: newAtsEvent('application.erased', erased.id),
    })
    try {
      await migration!.down(args())
      await migration!.up(args())
      const next = await createApplication()
      expect(next.id).toBeGreaterThan(erased.id)
    } finally {
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
  })
})
