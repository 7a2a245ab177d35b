import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staffing_requests_status" AS ENUM('new', 'inProgress', 'quoteSent', 'filled', 'cancelled');
  CREATE TYPE "public"."enum_staffing_requests_duration" AS ENUM('lessThanMonth', 'oneToThreeMonths', 'threeToSixMonths', 'moreThanSixMonths', 'permanent');
  ALTER TYPE "public"."enum_pages_page_type" ADD VALUE 'staffingRequest' BEFORE 'application';
  ALTER TYPE "public"."enum__pages_v_version_page_type" ADD VALUE 'staffingRequest' BEFORE 'application';
  CREATE TABLE "staffing_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_staffing_requests_status" DEFAULT 'new' NOT NULL,
  	"owner_id" integer,
  	"role" varchar NOT NULL,
  	"headcount" numeric NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"duration" "enum_staffing_requests_duration" NOT NULL,
  	"hours_per_week" numeric NOT NULL,
  	"place" varchar NOT NULL,
  	"sector_id" integer,
  	"requirements" varchar,
  	"name" varchar NOT NULL,
  	"business_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"remark" varchar,
  	"internal_notes" varchar,
  	"delete_after" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"url" varchar,
  	"description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "success_stories" ADD COLUMN "sector_id" integer;
  ALTER TABLE "_success_stories_v" ADD COLUMN "version_sector_id" integer;
  ALTER TABLE "labels" ADD COLUMN "sector_id" integer;
  ALTER TABLE "_labels_v" ADD COLUMN "version_sector_id" integer;
  ALTER TABLE "sector_groups" ADD COLUMN "account_manager_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staffing_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certifications_id" integer;
  ALTER TABLE "staffing_requests" ADD CONSTRAINT "staffing_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staffing_requests" ADD CONSTRAINT "staffing_requests_sector_id_sector_groups_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certifications" ADD CONSTRAINT "certifications_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staffing_requests_status_idx" ON "staffing_requests" USING btree ("status");
  CREATE INDEX "staffing_requests_owner_idx" ON "staffing_requests" USING btree ("owner_id");
  CREATE INDEX "staffing_requests_sector_idx" ON "staffing_requests" USING btree ("sector_id");
  CREATE INDEX "staffing_requests_delete_after_idx" ON "staffing_requests" USING btree ("delete_after");
  CREATE INDEX "staffing_requests_updated_at_idx" ON "staffing_requests" USING btree ("updated_at");
  CREATE INDEX "staffing_requests_created_at_idx" ON "staffing_requests" USING btree ("created_at");
  CREATE INDEX "certifications_logo_idx" ON "certifications" USING btree ("logo_id");
  CREATE INDEX "certifications_updated_at_idx" ON "certifications" USING btree ("updated_at");
  CREATE INDEX "certifications_created_at_idx" ON "certifications" USING btree ("created_at");
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_sector_id_sector_groups_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_sector_id_sector_groups_id_fk" FOREIGN KEY ("version_sector_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "labels" ADD CONSTRAINT "labels_sector_id_sector_groups_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_sector_id_sector_groups_id_fk" FOREIGN KEY ("version_sector_id") REFERENCES "public"."sector_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sector_groups" ADD CONSTRAINT "sector_groups_account_manager_id_recruiters_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."recruiters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staffing_requests_fk" FOREIGN KEY ("staffing_requests_id") REFERENCES "public"."staffing_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certifications_fk" FOREIGN KEY ("certifications_id") REFERENCES "public"."certifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "success_stories_sector_idx" ON "success_stories" USING btree ("sector_id");
  CREATE INDEX "_success_stories_v_version_version_sector_idx" ON "_success_stories_v" USING btree ("version_sector_id");
  CREATE INDEX "labels_sector_idx" ON "labels" USING btree ("sector_id");
  CREATE INDEX "_labels_v_version_version_sector_idx" ON "_labels_v" USING btree ("version_sector_id");
  CREATE INDEX "sector_groups_account_manager_idx" ON "sector_groups" USING btree ("account_manager_id");
  CREATE INDEX "payload_locked_documents_rels_staffing_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("staffing_requests_id");
  CREATE INDEX "payload_locked_documents_rels_certifications_id_idx" ON "payload_locked_documents_rels" USING btree ("certifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staffing_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "staffing_requests" CASCADE;
  DROP TABLE "certifications" CASCADE;
  ALTER TABLE "success_stories" DROP CONSTRAINT "success_stories_sector_id_sector_groups_id_fk";
  
  ALTER TABLE "_success_stories_v" DROP CONSTRAINT "_success_stories_v_version_sector_id_sector_groups_id_fk";
  
  ALTER TABLE "labels" DROP CONSTRAINT "labels_sector_id_sector_groups_id_fk";
  
  ALTER TABLE "_labels_v" DROP CONSTRAINT "_labels_v_version_sector_id_sector_groups_id_fk";
  
  ALTER TABLE "sector_groups" DROP CONSTRAINT "sector_groups_account_manager_id_recruiters_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staffing_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certifications_fk";
  
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'advanced'::text;
  DROP TYPE "public"."enum_pages_page_type";
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('home', 'advanced', 'simple', 'contact', 'businessContact', 'application', 'vacanciesIndex', 'blogIndex', 'experiencesIndex', 'successStoriesIndex', 'labelsIndex', 'teamIndex');
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DEFAULT 'advanced'::"public"."enum_pages_page_type";
  ALTER TABLE "pages" ALTER COLUMN "page_type" SET DATA TYPE "public"."enum_pages_page_type" USING "page_type"::"public"."enum_pages_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'advanced'::text;
  DROP TYPE "public"."enum__pages_v_version_page_type";
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('home', 'advanced', 'simple', 'contact', 'businessContact', 'application', 'vacanciesIndex', 'blogIndex', 'experiencesIndex', 'successStoriesIndex', 'labelsIndex', 'teamIndex');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DEFAULT 'advanced'::"public"."enum__pages_v_version_page_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_page_type" SET DATA TYPE "public"."enum__pages_v_version_page_type" USING "version_page_type"::"public"."enum__pages_v_version_page_type";
  DROP INDEX "success_stories_sector_idx";
  DROP INDEX "_success_stories_v_version_version_sector_idx";
  DROP INDEX "labels_sector_idx";
  DROP INDEX "_labels_v_version_version_sector_idx";
  DROP INDEX "sector_groups_account_manager_idx";
  DROP INDEX "payload_locked_documents_rels_staffing_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_certifications_id_idx";
  ALTER TABLE "success_stories" DROP COLUMN "sector_id";
  ALTER TABLE "_success_stories_v" DROP COLUMN "version_sector_id";
  ALTER TABLE "labels" DROP COLUMN "sector_id";
  ALTER TABLE "_labels_v" DROP COLUMN "version_sector_id";
  ALTER TABLE "sector_groups" DROP COLUMN "account_manager_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staffing_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certifications_id";
  DROP TYPE "public"."enum_staffing_requests_status";
  DROP TYPE "public"."enum_staffing_requests_duration";`)
}
