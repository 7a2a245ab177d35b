import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "vacancies_location_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"province" varchar,
  	"lat" numeric,
  	"lon" numeric
  );
  
  CREATE TABLE "_vacancies_v_version_location_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"province" varchar,
  	"lat" numeric,
  	"lon" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "vacancies_location_points" ADD CONSTRAINT "vacancies_location_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacancies_v_version_location_points" ADD CONSTRAINT "_vacancies_v_version_location_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacancies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vacancies_location_points_order_idx" ON "vacancies_location_points" USING btree ("_order");
  CREATE INDEX "vacancies_location_points_parent_id_idx" ON "vacancies_location_points" USING btree ("_parent_id");
  CREATE INDEX "vacancies_location_points_lat_idx" ON "vacancies_location_points" USING btree ("lat");
  CREATE INDEX "_vacancies_v_version_location_points_order_idx" ON "_vacancies_v_version_location_points" USING btree ("_order");
  CREATE INDEX "_vacancies_v_version_location_points_parent_id_idx" ON "_vacancies_v_version_location_points" USING btree ("_parent_id");
  CREATE INDEX "_vacancies_v_version_location_points_lat_idx" ON "_vacancies_v_version_location_points" USING btree ("lat");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "vacancies_location_points" CASCADE;
  DROP TABLE "_vacancies_v_version_location_points" CASCADE;`)
}
