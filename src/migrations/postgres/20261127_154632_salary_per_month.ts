import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { monthlySalaryCeiling } from '@/pay/monthly-salary'

type SalaryRow = { id: number; min: string | number | null; max: string | number | null; unit: string | null }

const amountOf = (value: string | number | null) => (value === null ? null : Number(value))

/** The monthly ceiling of the vacancies saved before it was stored (a save sets it from now on). */
async function storeExistingCeilings(db: MigrateUpArgs['db']) {
  const { rows } = await db.execute<SalaryRow>(
    sql`SELECT "id", "salary_min" AS "min", "salary_max" AS "max", "salary_unit" AS "unit" FROM "vacancies";`,
  )
  for (const row of rows) {
    const ceiling = monthlySalaryCeiling({ min: amountOf(row.min), max: amountOf(row.max), unit: row.unit })
    if (ceiling !== null) await db.execute(sql`UPDATE "vacancies" SET "salary_per_month" = ${ceiling} WHERE "id" = ${row.id};`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "salary_per_month" numeric;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_salary_per_month" numeric;
  CREATE INDEX "vacancies_salary_per_month_idx" ON "vacancies" USING btree ("salary_per_month");
  CREATE INDEX "_vacancies_v_version_version_salary_per_month_idx" ON "_vacancies_v" USING btree ("version_salary_per_month");`)
  await storeExistingCeilings(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vacancies_salary_per_month_idx";
  DROP INDEX "_vacancies_v_version_version_salary_per_month_idx";
  ALTER TABLE "vacancies" DROP COLUMN "salary_per_month";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_salary_per_month";`)
}
