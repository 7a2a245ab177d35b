import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { nlTimeline } from '@/i18n/admin'

/**
 * The single 'Interne notities' box of an application becomes a note on its timeline, dated at
 * the application (when it was written is not known, nor by whom), before the column goes.
 */
const EARLIER_NOTE = nlTimeline.earlierNote

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`INSERT INTO \`application_timeline\` (\`application_id\`, \`kind\`, \`subject\`, \`body\`, \`at\`)
    SELECT \`id\`, 'note', ${EARLIER_NOTE}, trim(\`internal_notes\`), \`created_at\` FROM \`applications\`
    WHERE trim(coalesce(\`internal_notes\`, '')) <> '';`)
  await db.run(sql`ALTER TABLE \`applications\` DROP COLUMN \`internal_notes\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`applications\` ADD \`internal_notes\` text;`)
  await db.run(sql`UPDATE \`applications\` SET \`internal_notes\` = (
      SELECT group_concat(\`body\`, char(10) || char(10)) FROM \`application_timeline\`
      WHERE \`application_id\` = \`applications\`.\`id\` AND \`kind\` = 'note' AND \`subject\` = ${EARLIER_NOTE}
    );`)
  await db.run(
    sql`DELETE FROM \`application_timeline\` WHERE \`kind\` = 'note' AND \`subject\` = ${EARLIER_NOTE};`,
  )
}
