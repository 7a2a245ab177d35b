import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_news_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_experiences_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_success_stories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_labels_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_vacancies_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE INDEX "_experiences_v_autosave_idx" ON "_experiences_v" USING btree ("autosave");
  CREATE INDEX "_success_stories_v_autosave_idx" ON "_success_stories_v" USING btree ("autosave");
  CREATE INDEX "_labels_v_autosave_idx" ON "_labels_v" USING btree ("autosave");
  CREATE INDEX "_vacancies_v_autosave_idx" ON "_vacancies_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_news_v_autosave_idx";
  DROP INDEX "_experiences_v_autosave_idx";
  DROP INDEX "_success_stories_v_autosave_idx";
  DROP INDEX "_labels_v_autosave_idx";
  DROP INDEX "_vacancies_v_autosave_idx";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_news_v" DROP COLUMN "autosave";
  ALTER TABLE "_experiences_v" DROP COLUMN "autosave";
  ALTER TABLE "_success_stories_v" DROP COLUMN "autosave";
  ALTER TABLE "_labels_v" DROP COLUMN "autosave";
  ALTER TABLE "_vacancies_v" DROP COLUMN "autosave";`)
}
