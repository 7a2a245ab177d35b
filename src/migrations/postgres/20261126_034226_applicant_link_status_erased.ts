import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erased_applications_outcome" AS ENUM('new', 'inProgress', 'invited', 'hired', 'rejected', 'withdrawn', 'closed');
  ALTER TYPE "public"."enum_applications_status" ADD VALUE 'invited' BEFORE 'closed';
  ALTER TYPE "public"."enum_applications_status" ADD VALUE 'hired' BEFORE 'closed';
  ALTER TYPE "public"."enum_applications_status" ADD VALUE 'rejected' BEFORE 'closed';
  ALTER TYPE "public"."enum_applications_status" ADD VALUE 'withdrawn' BEFORE 'closed';
  CREATE TABLE "erased_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"applied_at" timestamp(3) with time zone NOT NULL,
  	"vacancy_id" integer,
  	"outcome" "enum_erased_applications_outcome" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "applications" ADD COLUMN "link_nonce" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erased_applications_id" integer;
  ALTER TABLE "erased_applications" ADD CONSTRAINT "erased_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erased_applications_vacancy_idx" ON "erased_applications" USING btree ("vacancy_id");
  CREATE INDEX "erased_applications_updated_at_idx" ON "erased_applications" USING btree ("updated_at");
  CREATE INDEX "erased_applications_created_at_idx" ON "erased_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erased_applications_fk" FOREIGN KEY ("erased_applications_id") REFERENCES "public"."erased_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erased_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("erased_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erased_applications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erased_applications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erased_applications_fk";
  
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_applications_status";
  CREATE TYPE "public"."enum_applications_status" AS ENUM('new', 'inProgress', 'closed');
  ALTER TABLE "applications" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_applications_status";
  ALTER TABLE "applications" ALTER COLUMN "status" SET DATA TYPE "public"."enum_applications_status" USING "status"::"public"."enum_applications_status";
  DROP INDEX "payload_locked_documents_rels_erased_applications_id_idx";
  ALTER TABLE "applications" DROP COLUMN "link_nonce";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erased_applications_id";
  DROP TYPE "public"."enum_erased_applications_outcome";`)
}
