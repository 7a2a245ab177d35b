import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_applications_status_history_status" AS ENUM('new', 'inProgress', 'invited', 'hired', 'rejected', 'withdrawn', 'closed');
  CREATE TYPE "public"."enum_applications_status_history_actor" AS ENUM('user', 'applicant', 'system');
  CREATE TABLE "applications_status_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_applications_status_history_status" NOT NULL,
  	"changed_at" timestamp(3) with time zone NOT NULL,
  	"actor" "enum_applications_status_history_actor" NOT NULL,
  	"user_id" integer,
  	"user_name" varchar
  );
  
  ALTER TABLE "exports" ALTER COLUMN "sort_order" SET DEFAULT 'asc';
  ALTER TABLE "applications" ADD COLUMN "internal_notes" varchar;
  ALTER TABLE "applications_status_history" ADD CONSTRAINT "applications_status_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "applications_status_history" ADD CONSTRAINT "applications_status_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "applications_status_history_order_idx" ON "applications_status_history" USING btree ("_order");
  CREATE INDEX "applications_status_history_parent_id_idx" ON "applications_status_history" USING btree ("_parent_id");
  CREATE INDEX "applications_status_history_user_idx" ON "applications_status_history" USING btree ("user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications_status_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "applications_status_history" CASCADE;
  ALTER TABLE "exports" ALTER COLUMN "sort_order" DROP DEFAULT;
  ALTER TABLE "applications" DROP COLUMN "internal_notes";
  DROP TYPE "public"."enum_applications_status_history_status";
  DROP TYPE "public"."enum_applications_status_history_actor";`)
}
