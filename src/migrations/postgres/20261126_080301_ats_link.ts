import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverApplicationToAts' BEFORE 'importVacancyFeed';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverApplicationToAts' BEFORE 'importVacancyFeed';
  CREATE TABLE "ats_status_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ats_status_receipts_id" integer;
  CREATE UNIQUE INDEX "ats_status_receipts_signature_idx" ON "ats_status_receipts" USING btree ("signature");
  CREATE INDEX "ats_status_receipts_updated_at_idx" ON "ats_status_receipts" USING btree ("updated_at");
  CREATE INDEX "ats_status_receipts_created_at_idx" ON "ats_status_receipts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ats_status_receipts_fk" FOREIGN KEY ("ats_status_receipts_id") REFERENCES "public"."ats_status_receipts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ats_status_receipts_id_idx" ON "payload_locked_documents_rels" USING btree ("ats_status_receipts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ats_status_receipts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ats_status_receipts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ats_status_receipts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed', 'sendVacancyAlertConfirmation', 'sendDailyVacancyAlerts', 'sendWeeklyVacancyAlerts', 'deleteUnconfirmedVacancyAlerts', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'deleteExpiredApplications', 'importVacancyFeed', 'sendVacancyAlertConfirmation', 'sendDailyVacancyAlerts', 'sendWeeklyVacancyAlerts', 'deleteUnconfirmedVacancyAlerts', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_ats_status_receipts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ats_status_receipts_id";`)
}
