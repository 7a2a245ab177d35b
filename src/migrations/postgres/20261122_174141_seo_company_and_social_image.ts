import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "vacancy_company_url" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "vacancy_company_logo_id" integer;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_vacancy_company_url" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_vacancy_company_logo_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_og_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_og_filename" varchar;
  ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_vacancy_company_logo_id_media_id_fk" FOREIGN KEY ("vacancy_company_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacancies_v" ADD CONSTRAINT "_vacancies_v_version_vacancy_company_logo_id_media_id_fk" FOREIGN KEY ("version_vacancy_company_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vacancies_vacancy_company_logo_idx" ON "vacancies" USING btree ("vacancy_company_logo_id");
  CREATE INDEX "_vacancies_v_version_version_vacancy_company_logo_idx" ON "_vacancies_v" USING btree ("version_vacancy_company_logo_id");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" DROP CONSTRAINT "vacancies_vacancy_company_logo_id_media_id_fk";
  
  ALTER TABLE "_vacancies_v" DROP CONSTRAINT "_vacancies_v_version_vacancy_company_logo_id_media_id_fk";
  
  DROP INDEX "vacancies_vacancy_company_logo_idx";
  DROP INDEX "_vacancies_v_version_version_vacancy_company_logo_idx";
  DROP INDEX "media_sizes_og_sizes_og_filename_idx";
  ALTER TABLE "vacancies" DROP COLUMN "vacancy_company_url";
  ALTER TABLE "vacancies" DROP COLUMN "vacancy_company_logo_id";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_vacancy_company_url";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_vacancy_company_logo_id";
  ALTER TABLE "media" DROP COLUMN "sizes_og_url";
  ALTER TABLE "media" DROP COLUMN "sizes_og_width";
  ALTER TABLE "media" DROP COLUMN "sizes_og_height";
  ALTER TABLE "media" DROP COLUMN "sizes_og_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_og_filename";`)
}
