import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "alert_confirmation_windows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"recipient" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alert_confirmation_windows_id" integer;
  CREATE UNIQUE INDEX "alert_confirmation_windows_recipient_idx" ON "alert_confirmation_windows" USING btree ("recipient");
  CREATE INDEX "alert_confirmation_windows_updated_at_idx" ON "alert_confirmation_windows" USING btree ("updated_at");
  CREATE INDEX "alert_confirmation_windows_created_at_idx" ON "alert_confirmation_windows" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alert_confirmation_windows_fk" FOREIGN KEY ("alert_confirmation_windows_id") REFERENCES "public"."alert_confirmation_windows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_alert_confirmation_windows_idx" ON "payload_locked_documents_rels" USING btree ("alert_confirmation_windows_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "alert_confirmation_windows" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "alert_confirmation_windows" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alert_confirmation_windows_fk";
  
  DROP INDEX "payload_locked_documents_rels_alert_confirmation_windows_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alert_confirmation_windows_id";`)
}
