import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "not_found_paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"hits" numeric NOT NULL,
  	"last_seen" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "not_found_paths_id" integer;
  CREATE UNIQUE INDEX "not_found_paths_path_idx" ON "not_found_paths" USING btree ("path");
  CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits");
  CREATE INDEX "not_found_paths_updated_at_idx" ON "not_found_paths" USING btree ("updated_at");
  CREATE INDEX "not_found_paths_created_at_idx" ON "not_found_paths" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_not_found_paths_fk" FOREIGN KEY ("not_found_paths_id") REFERENCES "public"."not_found_paths"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_not_found_paths_id_idx" ON "payload_locked_documents_rels" USING btree ("not_found_paths_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "not_found_paths" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "not_found_paths" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_not_found_paths_fk";
  
  DROP INDEX "payload_locked_documents_rels_not_found_paths_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "not_found_paths_id";`)
}
