import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { hasPublishableSalary } from '@/pay/salary-rules'

type SalaryRow = {
  id: number
  min: number | null
  max: number | null
  unit: string | null
  youthWage: number | null
  cao: string | null
  caoScale: string | null
  intro: string | null
}

const missing = (row: SalaryRow) =>
  hasPublishableSalary({ ...row, youthWage: Boolean(row.youthWage) }, row.intro) ? 0 : 1

/**
 * 'Salaris ontbreekt' now means every salary that may not be published (a range upside down, a
 * vague term, an hourly wage below the minimum unconfirmed), not only a missing amount: set it
 * again for the vacancies and their newest versions (the view 'Vacatures zonder salaris' reads
 * those) saved before. A save sets it from now on.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const vacancies = await db.all<SalaryRow>(
    sql`SELECT \`id\`, \`salary_min\` AS \`min\`, \`salary_max\` AS \`max\`, \`salary_unit\` AS \`unit\`, \`salary_youth_wage\` AS \`youthWage\`, \`salary_cao\` AS \`cao\`, \`salary_cao_scale\` AS \`caoScale\`, \`intro\` FROM \`vacancies\`;`,
  )
  for (const row of vacancies) {
    await db.run(sql`UPDATE \`vacancies\` SET \`salary_missing\` = ${missing(row)} WHERE \`id\` = ${row.id};`)
  }
  const versions = await db.all<SalaryRow>(
    sql`SELECT \`id\`, \`version_salary_min\` AS \`min\`, \`version_salary_max\` AS \`max\`, \`version_salary_unit\` AS \`unit\`, \`version_salary_youth_wage\` AS \`youthWage\`, \`version_salary_cao\` AS \`cao\`, \`version_salary_cao_scale\` AS \`caoScale\`, \`version_intro\` AS \`intro\` FROM \`_vacancies_v\` WHERE \`latest\` = 1;`,
  )
  for (const row of versions) {
    await db.run(sql`UPDATE \`_vacancies_v\` SET \`version_salary_missing\` = ${missing(row)} WHERE \`id\` = ${row.id};`)
  }
}

/** The flag keeps its newer meaning: nothing in the schema changed. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
