import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { findGenderedTerms } from '@/content/neutral-titles'

/** The list's flags for the vacancies saved before they existed (a save sets them from now on). */
async function flagExistingVacancies(db: MigrateUpArgs['db']) {
  await db.run(
    sql`UPDATE \`vacancies\` SET \`salary_missing\` = (\`salary_min\` IS NULL OR \`salary_unit\` IS NULL), \`title_not_neutral\` = 0;`,
  )
  const rows = await db.all<{ id: number; title: string | null }>(sql`SELECT \`id\`, \`title\` FROM \`vacancies\`;`)
  for (const { id } of rows.filter(({ title }) => findGenderedTerms(title).length)) {
    await db.run(sql`UPDATE \`vacancies\` SET \`title_not_neutral\` = 1 WHERE \`id\` = ${id};`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`neutral_title_dismissal\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`title_not_neutral\` integer;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`salary_missing\` integer;`)
  await db.run(sql`CREATE INDEX \`vacancies_title_not_neutral_idx\` ON \`vacancies\` (\`title_not_neutral\`);`)
  await db.run(sql`CREATE INDEX \`vacancies_salary_missing_idx\` ON \`vacancies\` (\`salary_missing\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_neutral_title_dismissal\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_title_not_neutral\` integer;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_salary_missing\` integer;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_title_not_neutral_idx\` ON \`_vacancies_v\` (\`version_title_not_neutral\`);`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_salary_missing_idx\` ON \`_vacancies_v\` (\`version_salary_missing\`);`)
  await flagExistingVacancies(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`vacancies_title_not_neutral_idx\`;`)
  await db.run(sql`DROP INDEX \`vacancies_salary_missing_idx\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`neutral_title_dismissal\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`title_not_neutral\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`salary_missing\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_version_version_title_not_neutral_idx\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_version_version_salary_missing_idx\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_neutral_title_dismissal\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_title_not_neutral\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_salary_missing\`;`)
}
