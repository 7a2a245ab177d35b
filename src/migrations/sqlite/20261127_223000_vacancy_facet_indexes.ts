import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes for the overview's place filter and the places' faceted count (src/search/server/
 * vacancy-sql.ts), on the table of the vacancies' places (`locationPlaces`, a hasMany text field,
 * which Payload indexes on its text only): a place's vacancies by (path, text), and a vacancy's
 * places by its id. Not in Payload's schema, so written here, as the coordinates' index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`vacancies_texts_path_text_parent_idx\` ON \`vacancies_texts\` (\`path\`, \`text\`, \`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`vacancies_texts_parent_path_text_idx\` ON \`vacancies_texts\` (\`parent_id\`, \`path\`, \`text\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`vacancies_texts_path_text_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`vacancies_texts_parent_path_text_idx\`;`)
}
