import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { monthlySalaryCeiling } from '@/pay/monthly-salary'

type SalaryRow = { id: number; min: number | null; max: number | null; unit: string | null }

/** The monthly ceiling of the vacancies saved before it was stored (a save sets it from now on). */
async function storeExistingCeilings(db: MigrateUpArgs['db']) {
  const rows = await db.all<SalaryRow>(
    sql`SELECT \`id\`, \`salary_min\` AS \`min\`, \`salary_max\` AS \`max\`, \`salary_unit\` AS \`unit\` FROM \`vacancies\`;`,
  )
  for (const row of rows) {
    const ceiling = monthlySalaryCeiling(row)
    if (ceiling !== null) await db.run(sql`UPDATE \`vacancies\` SET \`salary_per_month\` = ${ceiling} WHERE \`id\` = ${row.id};`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`vacancies\` ADD \`salary_per_month\` numeric;`)
  await db.run(sql`CREATE INDEX \`vacancies_salary_per_month_idx\` ON \`vacancies\` (\`salary_per_month\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`version_salary_per_month\` numeric;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_version_version_salary_per_month_idx\` ON \`_vacancies_v\` (\`version_salary_per_month\`);`)
  await storeExistingCeilings(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`vacancies_salary_per_month_idx\`;`)
  await db.run(sql`ALTER TABLE \`vacancies\` DROP COLUMN \`salary_per_month\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_version_version_salary_per_month_idx\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`version_salary_per_month\`;`)
}
