import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`staffing_requests\` ADD \`owner_name\` text;`)
  await db.run(sql`CREATE INDEX \`staffing_requests_owner_name_idx\` ON \`staffing_requests\` (\`owner_name\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`staffing_requests_owner_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`staffing_requests\` DROP COLUMN \`owner_name\`;`)
}
