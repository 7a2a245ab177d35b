import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_templates_status" AS ENUM('new', 'inProgress', 'invited', 'hired', 'rejected', 'withdrawn', 'closed');
  CREATE TABLE "mail_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"status" "enum_mail_templates_status",
  	"subject" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_templates_id" integer;
  CREATE INDEX "mail_templates_updated_at_idx" ON "mail_templates" USING btree ("updated_at");
  CREATE INDEX "mail_templates_created_at_idx" ON "mail_templates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_templates_fk" FOREIGN KEY ("mail_templates_id") REFERENCES "public"."mail_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mail_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_templates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_mail_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_templates_id";
  DROP TYPE "public"."enum_mail_templates_status";`)
}
