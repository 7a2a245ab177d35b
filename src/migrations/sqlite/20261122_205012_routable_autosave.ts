import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_experiences_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_experiences_v_autosave_idx\` ON \`_experiences_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_success_stories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_autosave_idx\` ON \`_success_stories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_labels_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_labels_v_autosave_idx\` ON \`_labels_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_vacancies_v_autosave_idx\` ON \`_vacancies_v\` (\`autosave\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_news_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_news_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_experiences_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_experiences_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_success_stories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_success_stories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_labels_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_labels_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_vacancies_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_vacancies_v\` DROP COLUMN \`autosave\`;`)
}
