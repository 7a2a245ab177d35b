import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "labels" ADD COLUMN "label_color" varchar;
  ALTER TABLE "_labels_v" ADD COLUMN "version_label_color" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "labels" DROP COLUMN "label_color";
  ALTER TABLE "_labels_v" DROP COLUMN "version_label_color";`)
}
