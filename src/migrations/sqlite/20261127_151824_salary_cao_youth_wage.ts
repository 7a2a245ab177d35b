import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`salary_cao\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`salary_cao_scale\` text;`)
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`salary_youth_wage\` integer;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_salary_cao\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_salary_cao_scale\` text;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_salary_youth_wage\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`salary_cao\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`salary_cao_scale\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`salary_youth_wage\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_salary_cao\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_salary_cao_scale\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_salary_youth_wage\`;`)
}
