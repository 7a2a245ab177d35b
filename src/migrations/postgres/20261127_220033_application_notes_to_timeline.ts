import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { nlTimeline } from '@/i18n/admin'

/**
 * The single 'Interne notities' box of an application becomes a note on its timeline, dated at
 * the application (when it was written is not known, nor by whom), before the column goes.
 */
const EARLIER_NOTE = nlTimeline.earlierNote

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   INSERT INTO "application_timeline" ("application_id", "kind", "subject", "body", "at")
   SELECT "id", 'note', ${EARLIER_NOTE}, trim("internal_notes"), "created_at" FROM "applications"
   WHERE trim(coalesce("internal_notes", '')) <> '';`)
  await db.execute(sql`
   ALTER TABLE "applications" DROP COLUMN "internal_notes";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "internal_notes" varchar;`)
  await db.execute(sql`
   UPDATE "applications" SET "internal_notes" = (
     SELECT string_agg("body", E'\n\n' ORDER BY "at") FROM "application_timeline"
     WHERE "application_id" = "applications"."id" AND "kind" = 'note' AND "subject" = ${EARLIER_NOTE}
   );`)
  await db.execute(sql`
   DELETE FROM "application_timeline" WHERE "kind" = 'note' AND "subject" = ${EARLIER_NOTE};`)
}
