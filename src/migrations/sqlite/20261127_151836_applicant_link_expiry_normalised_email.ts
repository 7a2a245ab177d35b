import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { normaliseEmail } from '@/forms/email-address'

/** The personal link's lifetime when this migration was written (APPLICANT_LINK_LIFETIME_DAYS). */
const LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000

/**
 * Applications get their address in the form the link request looks up, and a lifetime for their
 * personal link: the existing links work for a full lifetime from now, as if mailed today.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`email_normalised\` text;`)
  await db.run(sql`ALTER TABLE \`applications\` ADD \`link_expires_at\` text;`)
  const rows = await db.all<{ id: number; email_address: string }>(
    sql`SELECT \`id\`, \`email_address\` FROM \`applications\` ORDER BY \`id\`;`,
  )
  for (const { id, email_address } of rows) {
    await db.run(
      sql`UPDATE \`applications\` SET \`email_normalised\` = ${normaliseEmail(email_address)} WHERE \`id\` = ${id};`,
    )
  }
  await db.run(sql`UPDATE \`applications\` SET \`link_expires_at\` = ${new Date(Date.now() + LINK_LIFETIME_MS).toISOString()};`)
  await db.run(sql`CREATE INDEX \`applications_email_normalised_idx\` ON \`applications\` (\`email_normalised\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`applications_email_normalised_idx\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`email_normalised\`;`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`link_expires_at\`;`)
}
