import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_application_timeline_kind" AS ENUM('mail', 'note');
  CREATE TYPE "public"."enum_application_timeline_state" AS ENUM('scheduled', 'sent', 'cancelled');
  CREATE TABLE "application_timeline" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application_id" integer NOT NULL,
  	"kind" "enum_application_timeline_kind" NOT NULL,
  	"state" "enum_application_timeline_state",
  	"recipient" varchar,
  	"to" varchar,
  	"subject" varchar,
  	"body" varchar,
  	"author_id" integer,
  	"author_name" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"job" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_timeline_id" integer;
  ALTER TABLE "application_timeline" ADD CONSTRAINT "application_timeline_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_timeline" ADD CONSTRAINT "application_timeline_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "application_timeline_application_idx" ON "application_timeline" USING btree ("application_id");
  CREATE INDEX "application_timeline_author_idx" ON "application_timeline" USING btree ("author_id");
  CREATE INDEX "application_timeline_at_idx" ON "application_timeline" USING btree ("at");
  CREATE INDEX "application_timeline_updated_at_idx" ON "application_timeline" USING btree ("updated_at");
  CREATE INDEX "application_timeline_created_at_idx" ON "application_timeline" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_timeline_fk" FOREIGN KEY ("application_timeline_id") REFERENCES "public"."application_timeline"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_application_timeline_id_idx" ON "payload_locked_documents_rels" USING btree ("application_timeline_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_timeline" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "application_timeline" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_timeline_fk";
  
  DROP INDEX "payload_locked_documents_rels_application_timeline_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_timeline_id";
  DROP TYPE "public"."enum_application_timeline_kind";
  DROP TYPE "public"."enum_application_timeline_state";`)
}
