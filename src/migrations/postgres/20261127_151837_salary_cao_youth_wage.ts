import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "salary_cao" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "salary_cao_scale" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "salary_youth_wage" boolean;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_salary_cao" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_salary_cao_scale" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_salary_youth_wage" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" DROP COLUMN "salary_cao";
  ALTER TABLE "vacancies" DROP COLUMN "salary_cao_scale";
  ALTER TABLE "vacancies" DROP COLUMN "salary_youth_wage";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_salary_cao";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_salary_cao_scale";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_salary_youth_wage";`)
}
