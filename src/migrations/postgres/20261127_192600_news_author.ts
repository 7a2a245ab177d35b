import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "author_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "news" ADD CONSTRAINT "news_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_author_id_employees_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_author_idx" ON "news" USING btree ("author_id");
  CREATE INDEX "_news_v_version_version_author_idx" ON "_news_v" USING btree ("version_author_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_author_id_employees_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_author_id_employees_id_fk";
  
  DROP INDEX "news_author_idx";
  DROP INDEX "_news_v_version_version_author_idx";
  ALTER TABLE "news" DROP COLUMN "author_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_author_id";`)
}
