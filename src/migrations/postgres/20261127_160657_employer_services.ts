import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_svc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__pages_v_svc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "labels_svc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "__labels_v_svc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"block_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "employers_page_id" integer;
  ALTER TABLE "pages_svc" ADD CONSTRAINT "pages_svc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__pages_v_svc_v" ADD CONSTRAINT "__pages_v_svc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_svc" ADD CONSTRAINT "labels_svc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__labels_v_svc_v" ADD CONSTRAINT "__labels_v_svc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_svc_order_idx" ON "pages_svc" USING btree ("_order");
  CREATE INDEX "pages_svc_parent_id_idx" ON "pages_svc" USING btree ("_parent_id");
  CREATE INDEX "pages_svc_path_idx" ON "pages_svc" USING btree ("_path");
  CREATE INDEX "__pages_v_svc_v_order_idx" ON "__pages_v_svc_v" USING btree ("_order");
  CREATE INDEX "__pages_v_svc_v_parent_id_idx" ON "__pages_v_svc_v" USING btree ("_parent_id");
  CREATE INDEX "__pages_v_svc_v_path_idx" ON "__pages_v_svc_v" USING btree ("_path");
  CREATE INDEX "labels_svc_order_idx" ON "labels_svc" USING btree ("_order");
  CREATE INDEX "labels_svc_parent_id_idx" ON "labels_svc" USING btree ("_parent_id");
  CREATE INDEX "labels_svc_path_idx" ON "labels_svc" USING btree ("_path");
  CREATE INDEX "__labels_v_svc_v_order_idx" ON "__labels_v_svc_v" USING btree ("_order");
  CREATE INDEX "__labels_v_svc_v_parent_id_idx" ON "__labels_v_svc_v" USING btree ("_parent_id");
  CREATE INDEX "__labels_v_svc_v_path_idx" ON "__labels_v_svc_v" USING btree ("_path");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_employers_page_id_pages_id_fk" FOREIGN KEY ("employers_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_employers_page_idx" ON "site_settings" USING btree ("employers_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_svc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__pages_v_svc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "labels_svc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__labels_v_svc_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_svc" CASCADE;
  DROP TABLE "__pages_v_svc_v" CASCADE;
  DROP TABLE "labels_svc" CASCADE;
  DROP TABLE "__labels_v_svc_v" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_employers_page_id_pages_id_fk";
  
  DROP INDEX "site_settings_employers_page_idx";
  ALTER TABLE "site_settings" DROP COLUMN "employers_page_id";`)
}
