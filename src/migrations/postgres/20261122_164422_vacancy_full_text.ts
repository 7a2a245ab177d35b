import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { rebuildVacancyDerivedFields } from '../../search/server/vacancy-reindex'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vacancies" ADD COLUMN "search_title" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "search_category" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "search_body" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "stems_title" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "stems_category" varchar;
  ALTER TABLE "vacancies" ADD COLUMN "stems_body" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_search_title" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_search_category" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_search_body" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_stems_title" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_stems_category" varchar;
  ALTER TABLE "_vacancies_v" ADD COLUMN "version_stems_body" varchar;`)
  // PostgreSQL's own full-text search over the folded text (see src/search/search-tokens.ts):
  // the title weighs A, the category B, the rest D; generated, so always in sync with the row.
  await db.execute(sql`
  ALTER TABLE "vacancies" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('dutch', coalesce("search_title", '')), 'A') ||
    setweight(to_tsvector('dutch', coalesce("search_category", '')), 'B') ||
    setweight(to_tsvector('dutch', coalesce("search_body", '')), 'D')
  ) STORED;
  CREATE INDEX "vacancies_search_vector_idx" ON "vacancies" USING gin ("search_vector");
  CREATE INDEX "vacancies_location_points_lat_lon_idx" ON "vacancies_location_points" ("lat", "lon", "_parent_id");`)
  // Existing vacancies get their places' coordinates and their search text.
  await rebuildVacancyDerivedFields(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "vacancies_location_points_lat_lon_idx";
   ALTER TABLE "vacancies" DROP COLUMN "search_vector";
   ALTER TABLE "vacancies" DROP COLUMN "search_title";
  ALTER TABLE "vacancies" DROP COLUMN "search_category";
  ALTER TABLE "vacancies" DROP COLUMN "search_body";
  ALTER TABLE "vacancies" DROP COLUMN "stems_title";
  ALTER TABLE "vacancies" DROP COLUMN "stems_category";
  ALTER TABLE "vacancies" DROP COLUMN "stems_body";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_search_title";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_search_category";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_search_body";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_stems_title";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_stems_category";
  ALTER TABLE "_vacancies_v" DROP COLUMN "version_stems_body";`)
}
