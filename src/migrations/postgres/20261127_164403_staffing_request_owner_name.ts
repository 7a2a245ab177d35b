import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "staffing_requests" ADD COLUMN "owner_name" varchar;
  CREATE INDEX "staffing_requests_owner_name_idx" ON "staffing_requests" USING btree ("owner_name");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "staffing_requests_owner_name_idx";
  ALTER TABLE "staffing_requests" DROP COLUMN "owner_name";`)
}
