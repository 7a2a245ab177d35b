import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

import { rebuildVacancyDerivedFields } from '../../search/server/vacancy-reindex'

/** Existing vacancies' search text gains the heads of Dutch compounds ('servicemonteur monteur'). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  // The FTS5 table follows the stems through its update trigger.
  await rebuildVacancyDerivedFields(payload, req)
}

/** Nothing to undo: older code searches the same columns, and the extra words only widen matches. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
