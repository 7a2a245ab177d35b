import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { rebuildVacancyDerivedFields } from '../../search/server/vacancy-reindex'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`search_title\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`search_category\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`search_body\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`stems_title\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`stems_category\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`stems_body\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_search_title\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_search_category\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_search_body\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_stems_title\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_stems_category\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_stems_body\` text;`)
  // Full-text index over the stems (written by our code, see src/search/search-tokens.ts), with
  // the vacancies table as its external content; triggers keep it in sync with every write.
  // A later migration that rebuilds the vacancies table must create these triggers again.
  await db.run(
    sql.raw(`CREATE VIRTUAL TABLE vacancies_fts USING fts5(
      stems_title, stems_category, stems_body,
      content='vacancies', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER vacancies_fts_insert AFTER INSERT ON vacancies BEGIN
      INSERT INTO vacancies_fts (rowid, stems_title, stems_category, stems_body)
        VALUES (new.id, new.stems_title, new.stems_category, new.stems_body);
    END`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER vacancies_fts_delete AFTER DELETE ON vacancies BEGIN
      INSERT INTO vacancies_fts (vacancies_fts, rowid, stems_title, stems_category, stems_body)
        VALUES ('delete', old.id, old.stems_title, old.stems_category, old.stems_body);
    END`),
  )
  await db.run(
    sql.raw(`CREATE TRIGGER vacancies_fts_update AFTER UPDATE OF stems_title, stems_category, stems_body ON vacancies BEGIN
      INSERT INTO vacancies_fts (vacancies_fts, rowid, stems_title, stems_category, stems_body)
        VALUES ('delete', old.id, old.stems_title, old.stems_category, old.stems_body);
      INSERT INTO vacancies_fts (rowid, stems_title, stems_category, stems_body)
        VALUES (new.id, new.stems_title, new.stems_category, new.stems_body);
    END`),
  )
  // The distance filter's bounding box reads latitude and longitude together.
  await db.run(
    sql.raw(`CREATE INDEX vacancies_location_points_lat_lon_idx ON vacancies_location_points (lat, lon, _parent_id)`),
  )
  // Existing vacancies get their places' coordinates and their search text.
  await rebuildVacancyDerivedFields(payload, req)
  await db.run(sql.raw(`INSERT INTO vacancies_fts (vacancies_fts) VALUES ('rebuild')`))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql.raw('DROP INDEX vacancies_location_points_lat_lon_idx'))
  for (const trigger of ['insert', 'delete', 'update']) {
    await db.run(sql.raw(`DROP TRIGGER vacancies_fts_${trigger}`))
  }
  await db.run(sql.raw('DROP TABLE vacancies_fts'))
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`search_title\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`search_category\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`search_body\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`stems_title\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`stems_category\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`stems_body\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_search_title\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_search_category\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_search_body\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_stems_title\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_stems_category\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_stems_body\`;`)
}
