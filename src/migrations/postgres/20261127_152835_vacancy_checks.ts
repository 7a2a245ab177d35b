import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { findGenderedTerms } from '@/content/neutral-titles'

/** The list's flags for the vacancies saved before they existed (a save sets them from now on). */
async function flagExistingVacancies(db: MigrateUpArgs['db']) {
  await db.execute(
    sql`UPDATE "vacancies" SET "salary_missing" = ("salary_min" IS NULL OR "salary_unit" IS NULL), "title_not_neutral" = false;`,
  )
  const { rows } = await db.execute<{ id: number; title: string | null }>(sql`SELECT "id", "title" FROM "vacancies";`)
  const gendered = rows.filter(({ title }) => findGenderedTerms(title).length).map(({ id }) => id)
  for (const id of gendered) await db.execute(sql`UPDATE "vacancies" SET "title_not_neutral" = true WHERE "id" = ${id};`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "neutral_title_dismissal" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "title_not_neutral" boolean;
  ALTER TABLE "vacancies" ADD COLUMN "salary_missing" boolean;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_neutral_title_dismissal" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_title_not_neutral" boolean;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_salary_missing" boolean;
  CREATE INDEX "vacancies_title_not_neutral_idx" ON "vacancies" USING btree ("title_not_neutral");
  CREATE INDEX "vacancies_salary_missing_idx" ON "vacancies" USING btree ("salary_missing");
  CREATE INDEX "_vacancies_v_version_version_title_not_neutral_idx" ON "_vacancies_v" USING btree ("version_title_not_neutral");
  CREATE INDEX "_vacancies_v_version_version_salary_missing_idx" ON "_vacancies_v" USING btree ("version_salary_missing");`)
  await flagExistingVacancies(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vacancies_title_not_neutral_idx";
  DROP INDEX "vacancies_salary_missing_idx";
  DROP INDEX "_vacancies_v_version_version_title_not_neutral_idx";
  DROP INDEX "_vacancies_v_version_version_salary_missing_idx";
  ALTER TABLE "vacancies" DROP COLUMN "neutral_title_dismissal";
  ALTER TABLE "vacancies" DROP COLUMN "title_not_neutral";
  ALTER TABLE "vacancies" DROP COLUMN "salary_missing";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_neutral_title_dismissal";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_title_not_neutral";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_salary_missing";`)
}
