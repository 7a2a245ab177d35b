import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`labels\` ADD \`label_color\` text;`)
  await db.run(sql`ALTER TABLE \`_labels_v\` ADD \`version_label_color\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`labels\` DROP COLUMN \`label_color\`;`)
  await db.run(sql`ALTER TABLE \`_labels_v\` DROP COLUMN \`version_label_color\`;`)
}
