import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { subjectSlug } from '@/lists/subject-slug'

/** Each subject's slug from its name, '-2', '-3' added where two names give the same slug. */
function slugsOf(rows: Array<{ id: number; title: string }>): Array<{ id: number; slug: string }> {
  const taken = new Set<string>()
  return rows.map(({ id, title }) => {
    const stem = subjectSlug(title) || `onderwerp-${id}`
    let slug = stem
    for (let n = 2; taken.has(slug); n++) slug = `${stem}-${n}`
    taken.add(slug)
    return { id, slug }
  })
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "subjects" ADD COLUMN "slug" varchar;`)
  const { rows } = await db.execute(sql`SELECT "id", "title" FROM "subjects" ORDER BY "id";`)
  for (const { id, slug } of slugsOf(rows as Array<{ id: number; title: string }>)) {
    await db.execute(sql`UPDATE "subjects" SET "slug" = ${slug} WHERE "id" = ${id};`)
  }
  await db.execute(sql`CREATE UNIQUE INDEX "subjects_slug_idx" ON "subjects" USING btree ("slug");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "subjects_slug_idx";
  ALTER TABLE "subjects" DROP COLUMN "slug";`)
}
