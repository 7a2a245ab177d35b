import 'server-only'

/**
 * Recomputes the stored derived fields of every vacancy — places with province and coordinates,
 * regions, groups, search text and stems — from its own fields, without new versions or hooks.
 * For existing data after the gazetteer or the stemming changed: `npm run search:rebuild`.
 * The full-text indexes follow by themselves (PostgreSQL: generated column; SQLite: triggers).
 */
import type { Payload, PayloadRequest } from 'payload'

import { deriveVacancyFields } from '@/search/vacancy-fields'

const BATCH = 200

export async function rebuildVacancyDerivedFields(payload: Payload, req?: Partial<PayloadRequest>): Promise<number> {
  let done = 0
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'vacancies',
      depth: 0,
      limit: BATCH,
      page,
      sort: 'id',
      overrideAccess: true,
      req,
      select: {
        title: true,
        vacancyCategory: true,
        vacancyCompany: true,
        vacancyLocation: true,
        vacancySectorGroup: true,
        vacancyFunctionGroup: true,
        intro: true,
        pageContentMatrixSimple: true,
      },
    })
    for (const doc of docs) {
      await payload.db.updateOne({
        collection: 'vacancies',
        id: doc.id,
        data: deriveVacancyFields(doc),
        req,
        returning: false,
      })
      done++
    }
    if (!hasNextPage) return done
  }
}
