import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vacancy_alerts_frequency" AS ENUM('daily', 'weekly');
  CREATE TYPE "public"."enum_vacancy_alerts_status" AS ENUM('pending', 'confirmed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendVacancyAlertConfirmation' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDailyVacancyAlerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendWeeklyVacancyAlerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteUnconfirmedVacancyAlerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendVacancyAlertConfirmation' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDailyVacancyAlerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendWeeklyVacancyAlerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteUnconfirmedVacancyAlerts' BEFORE 'createCollectionExport';
  CREATE TABLE "vacancy_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"query" varchar,
  	"frequency" "enum_vacancy_alerts_frequency" DEFAULT 'daily' NOT NULL,
  	"status" "enum_vacancy_alerts_status" DEFAULT 'pending' NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"last_checked_at" timestamp(3) with time zone,
  	"nonce" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "vacancies" ADD COLUMN "first_published_at" timestamp(3) with time zone;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_first_published_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vacancy_alerts_id" integer;
  CREATE INDEX "vacancy_alerts_email_idx" ON "vacancy_alerts" USING btree ("email");
  CREATE INDEX "vacancy_alerts_query_idx" ON "vacancy_alerts" USING btree ("query");
  CREATE INDEX "vacancy_alerts_status_idx" ON "vacancy_alerts" USING btree ("status");
  CREATE INDEX "vacancy_alerts_last_checked_at_idx" ON "vacancy_alerts" USING btree ("last_checked_at");
  CREATE INDEX "vacancy_alerts_updated_at_idx" ON "vacancy_alerts" USING btree ("updated_at");
  CREATE INDEX "vacancy_alerts_created_at_idx" ON "vacancy_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacancy_alerts_fk" FOREIGN KEY ("vacancy_alerts_id") REFERENCES "public"."vacancy_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vacancies_first_published_at_idx" ON "vacancies" USING btree ("first_published_at");
  CREATE INDEX "_vacancies_v_version_version_first_published_at_idx" ON "_vacancies_v" USING btree ("version_first_published_at");
  CREATE INDEX "payload_locked_documents_rels_vacancy_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("vacancy_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancy_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vacancy_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vacancy_alerts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "vacancies_first_published_at_idx";
  DROP INDEX "_vacancies_v_version_version_first_published_at_idx";
  DROP INDEX "payload_locked_documents_rels_vacancy_alerts_id_idx";
  ALTER TABLE "vacancies" DROP COLUMN "first_published_at";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_first_published_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vacancy_alerts_id";
  DROP TYPE "public"."enum_vacancy_alerts_frequency";
  DROP TYPE "public"."enum_vacancy_alerts_status";`)
}
