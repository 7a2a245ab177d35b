import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Ids are never given twice. Without AUTOINCREMENT SQLite gives a new row max(id) + 1, so deleting
 * the newest application hands its id to the next one, while ATS events, jobs, mails and log lines
 * naming the old one outlive it. The adapter now declares its primary keys AUTOINCREMENT
 * (`autoIncrement` in src/cms/database.ts); SQLite cannot change a primary key in place, so every
 * table with such a key is rebuilt, following SQLite's own procedure for schema changes.
 *
 * Written by hand: the generated migration switched foreign keys back on after its first table, so
 * dropping the later tables cascaded into their children (a seeded database lost the vacancies'
 * blocks, places and relations) until a foreign key stopped it half-way; and it dropped the
 * vacancies' full-text triggers, which are not in Payload's schema. Here each table is rebuilt from
 * its own stored definition, with its indexes and triggers as they are, in one transaction.
 */

/** The tables whose `id` the schema declares AUTOINCREMENT (see the snapshot beside this file). */
const TABLES = [
  '__experiences_v_btn_v', '__experiences_v_imgs_v', '__experiences_v_quote_v', '__experiences_v_text_v',
  '__labels_v_btn_v', '__labels_v_clients_v', '__labels_v_cta_v', '__labels_v_faq_v', '__labels_v_imgs_v',
  '__labels_v_lbl_v', '__labels_v_note_v', '__labels_v_quote_v', '__labels_v_refs_v', '__labels_v_roadmap_v',
  '__labels_v_svc_v', '__labels_v_team_v', '__labels_v_text_v', '__labels_v_usp_v', '__labels_v_usp_v_items',
  '__labels_v_video_v', '__news_v_btn_v', '__news_v_imgs_v', '__news_v_quote_v', '__news_v_text_v',
  '__pages_v_btn_v', '__pages_v_clients_v', '__pages_v_cta_v', '__pages_v_faq_v', '__pages_v_imgs_v',
  '__pages_v_lbl_v', '__pages_v_note_v', '__pages_v_quote_v', '__pages_v_refs_v', '__pages_v_roadmap_v',
  '__pages_v_svc_v', '__pages_v_team_v', '__pages_v_text_v', '__pages_v_usp_v', '__pages_v_usp_v_items',
  '__pages_v_video_v', '__success_stories_v_btn_v', '__success_stories_v_imgs_v',
  '__success_stories_v_quote_v', '__success_stories_v_text_v', '__vacancies_v_btn_v', '__vacancies_v_imgs_v',
  '__vacancies_v_quote_v', '__vacancies_v_text_v', '_experiences_v', '_labels_v', '_news_v', '_pages_v',
  '_pages_v_version_specialisms', '_success_stories_v', '_vacancies_v',
  '_vacancies_v_version_location_points', 'alert_confirmation_windows', 'application_files',
  'application_timeline', 'applications', 'ats_status_receipts', 'certifications', 'contact_messages',
  'employees', 'erased_applications', 'experiences', 'exports', 'footer', 'function_groups', 'imports',
  'labels', 'locations', 'mail_templates', 'media', 'navigation', 'news', 'not_found_paths', 'pages',
  'payload_jobs', 'payload_jobs_stats', 'payload_kv', 'payload_locked_documents', 'payload_migrations',
  'payload_preferences', 'phases', 'recruiters', 'redirects', 'sector_groups', 'site_settings',
  'staffing_requests', 'status_messages', 'subjects', 'success_stories', 'users', 'vacancies',
  'vacancy_alerts',
] as const

const PLAIN_KEY = '`id` integer PRIMARY KEY NOT NULL'
const COUNTING_KEY = '`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL'

type Database = MigrateUpArgs['db']

const quoted = (name: string) => `\`${name.replaceAll('`', '``')}\``

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await inOneTransaction(db, async () => {
    for (const table of TABLES) await rebuild(db, table, PLAIN_KEY, COUNTING_KEY)
    await continuePastJobReferences(db)
  })
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await inOneTransaction(db, async () => {
    for (const table of TABLES) await rebuild(db, table, COUNTING_KEY, PLAIN_KEY)
  })
}

/**
 * Runs the rebuild with foreign keys off (a dropped table would otherwise take its children's rows
 * or links with it), which SQLite only allows outside a transaction, and as one transaction: a
 * failure leaves the database as it was. The adapter runs without transactions of its own.
 */
async function inOneTransaction(db: Database, rebuildTables: () => Promise<void>): Promise<void> {
  const [{ foreign_keys: foreignKeys } = { foreign_keys: 0 }] = await db.all<{ foreign_keys: number }>(
    sql`PRAGMA foreign_keys;`,
  )
  await db.run(sql`PRAGMA foreign_keys = OFF;`)
  try {
    const violationsBefore = (await db.all(sql`PRAGMA foreign_key_check;`)).length
    await db.run(sql`BEGIN IMMEDIATE;`)
    try {
      await rebuildTables()
      const violationsAfter = (await db.all(sql`PRAGMA foreign_key_check;`)).length
      if (violationsAfter > violationsBefore)
        throw new Error(`Rebuilding the tables broke ${violationsAfter - violationsBefore} foreign keys`)
      await db.run(sql`COMMIT;`)
    } catch (error) {
      await db.run(sql`ROLLBACK;`)
      throw error
    }
  } finally {
    if (foreignKeys) await db.run(sql`PRAGMA foreign_keys = ON;`)
  }
}

/**
 * Rebuilds one table with its primary key written `to` instead of `from`: a copy made from the
 * table's stored definition (columns added or dropped later included), its rows copied with their
 * ids, the old table dropped and the copy renamed, then its indexes and triggers created again as
 * stored. SQLite sets the table's counter to its highest id while the rows are copied.
 */
async function rebuild(db: Database, table: string, from: string, to: string): Promise<void> {
  const [definition] = await db.all<{ sql: string }>(
    sql`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table};`,
  )
  if (!definition) throw new Error(`Table ${table} is missing`)
  if (definition.sql.includes(to)) return
  if (definition.sql.split(from).length !== 2) throw new Error(`Table ${table} has no single key ${from}`)
  const dependents = await db.all<{ sql: string }>(
    sql`SELECT sql FROM sqlite_master WHERE tbl_name = ${table} AND type IN ('index', 'trigger') AND sql IS NOT NULL
      ORDER BY type = 'trigger', name;`,
  )
  const columns = (await db.all<{ name: string }>(sql.raw(`PRAGMA table_info(${quoted(table)});`)))
    .map(({ name }) => quoted(name))
    .join(', ')
  const copy = `__new_${table}`
  const created = definition.sql
    .replace(/^CREATE TABLE\s+(`[^`]+`|"[^"]+"|\S+)/, `CREATE TABLE ${quoted(copy)}`)
    .replace(from, to)
  await db.run(sql.raw(created))
  await db.run(sql.raw(`INSERT INTO ${quoted(copy)} (${columns}) SELECT ${columns} FROM ${quoted(table)};`))
  await db.run(sql.raw(`DROP TABLE ${quoted(table)};`))
  await db.run(sql.raw(`ALTER TABLE ${quoted(copy)} RENAME TO ${quoted(table)};`))
  for (const dependent of dependents) await db.run(sql.raw(dependent.sql))
}

/**
 * A submission deleted before this migration may still be named by its jobs (an erased
 * application's ATS event stays queued): its id was the highest one, so the counter, set from the
 * remaining rows, would give it out again. The counters of the submissions start past the ids
 * their jobs name.
 */
async function continuePastJobReferences(db: Database): Promise<void> {
  const named = (key: string, collection?: string) =>
    `SELECT CAST(json_extract(input, '$.${key}') AS INTEGER) AS id FROM payload_jobs WHERE json_valid(input)${
      collection ? ` AND json_extract(input, '$.collection') = '${collection}'` : ''
    }`
  const references = {
    applications: `${named('applicationId')} UNION ALL ${named('submissionId', 'applications')}`,
    contact_messages: named('submissionId', 'contactMessages'),
    staffing_requests: named('submissionId', 'staffingRequests'),
  }
  for (const [table, ids] of Object.entries(references)) {
    const [{ highest } = { highest: null }] = await db.all<{ highest: number | null }>(
      sql.raw(`SELECT max(id) AS highest FROM (${ids});`),
    )
    if (!highest) continue
    await db.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table}, 0
      WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ${table});`)
    await db.run(sql`UPDATE sqlite_sequence SET seq = max(seq, ${highest}) WHERE name = ${table};`)
  }
}
