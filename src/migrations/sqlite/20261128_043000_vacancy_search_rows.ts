import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * A narrow copy of each vacancy with only what the overview's search, page and faceted counts
 * filter and order on (src/search/server/vacancy-sql.ts): `vacancy_search`, one row per vacancy.
 * A vacancy row is about 1.4 KB (its text, search text and stems), so reading a few thousand
 * matches for the counts of a broad search word read megabytes; the copy is about 60 bytes a row.
 * Kept in sync by triggers, like the full-text index (`vacancies_fts`): every insert, update and
 * delete of a vacancy, whether through Payload, `npm run search:rebuild` or plain SQL, changes its
 * copy in the same statement. Not in Payload's schema, so written here; a migration that rebuilds
 * the vacancies table must create these triggers again, as it must the full-text ones.
 */
const COLUMNS = [
  'id',
  '_status',
  'valid_through',
  'date_posted',
  'first_published_at',
  'first_sector_group_id',
  'first_function_group_id',
  'salary_per_month',
]
const columns = COLUMNS.map((column) => `\`${column}\``).join(', ')
const fromNew = COLUMNS.map((column) => `new.\`${column}\``).join(', ')

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql.raw(`CREATE TABLE IF NOT EXISTS \`vacancy_search\` (
      \`id\` integer PRIMARY KEY NOT NULL,
      \`_status\` text,
      \`valid_through\` text,
      \`date_posted\` text,
      \`first_published_at\` text,
      \`first_sector_group_id\` integer,
      \`first_function_group_id\` integer,
      \`salary_per_month\` numeric
    );`),
  )
  await db.run(sql.raw(`DELETE FROM \`vacancy_search\`;`))
  await db.run(sql.raw(`INSERT INTO \`vacancy_search\` (${columns}) SELECT ${columns} FROM \`vacancies\`;`))
  await db.run(
    sql.raw(`CREATE TRIGGER \`vacancy_search_insert\` AFTER INSERT ON \`vacancies\` BEGIN
      INSERT OR REPLACE INTO \`vacancy_search\` (${columns}) VALUES (${fromNew});
    END;`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER \`vacancy_search_update\` AFTER UPDATE OF ${columns} ON \`vacancies\` BEGIN
      DELETE FROM \`vacancy_search\` WHERE \`id\` = old.\`id\`;
      INSERT OR REPLACE INTO \`vacancy_search\` (${columns}) VALUES (${fromNew});
    END;`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER \`vacancy_search_delete\` AFTER DELETE ON \`vacancies\` BEGIN
      DELETE FROM \`vacancy_search\` WHERE \`id\` = old.\`id\`;
    END;`),
  )
  await db.run(sql.raw(`ANALYZE \`vacancy_search\`;`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete'])
    await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`vacancy_search_${trigger}\`;`))
  await db.run(sql.raw(`DROP TABLE IF EXISTS \`vacancy_search\`;`))
}
