import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_applications_status_history_actor" ADD VALUE 'ats' BEFORE 'system';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_status_history" ALTER COLUMN "actor" SET DATA TYPE text;
  UPDATE "applications_status_history" SET "actor" = 'system' WHERE "actor" = 'ats';
  DROP TYPE "public"."enum_applications_status_history_actor";
  CREATE TYPE "public"."enum_applications_status_history_actor" AS ENUM('user', 'applicant', 'system');
  ALTER TABLE "applications_status_history" ALTER COLUMN "actor" SET DATA TYPE "public"."enum_applications_status_history_actor" USING "actor"::"public"."enum_applications_status_history_actor";`)
}
