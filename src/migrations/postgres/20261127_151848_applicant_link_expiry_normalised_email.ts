import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { normaliseEmail } from '@/forms/email-address'

/** The personal link's lifetime when this migration was written (APPLICANT_LINK_LIFETIME_DAYS). */
const LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000

/**
 * Applications get their address in the form the link request looks up, and a lifetime for their
 * personal link: the existing links work for a full lifetime from now, as if mailed today.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "applications" ADD COLUMN "email_normalised" varchar;
  ALTER TABLE "applications" ADD COLUMN "link_expires_at" timestamp(3) with time zone;`)
  const { rows } = await db.execute(sql`SELECT "id", "email_address" FROM "applications" ORDER BY "id";`)
  for (const { id, email_address } of rows) {
    if (typeof id !== 'number' || typeof email_address !== 'string') continue
    await db.execute(
      sql`UPDATE "applications" SET "email_normalised" = ${normaliseEmail(email_address)} WHERE "id" = ${id};`,
    )
  }
  await db.execute(sql`UPDATE "applications" SET "link_expires_at" = ${new Date(Date.now() + LINK_LIFETIME_MS).toISOString()};`)
  await db.execute(sql`CREATE INDEX "applications_email_normalised_idx" ON "applications" USING btree ("email_normalised");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "applications_email_normalised_idx";
  ALTER TABLE "applications" DROP COLUMN "email_normalised";
  ALTER TABLE "applications" DROP COLUMN "link_expires_at";`)
}
