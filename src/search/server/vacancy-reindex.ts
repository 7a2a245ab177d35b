import 'server-only'

/**
 * Recomputes the stored derived fields of every vacancy — places with province and coordinates,
 * regions, groups, search text and stems — from its own fields, without new versions or hooks.
 * For existing data after the gazetteer or the stemming changed: `npm run search:rebuild`.
 * The full-text indexes follow by themselves (PostgreSQL: generated column; SQLite: triggers).
 */
import ObjectId from 'bson-objectid'
import type { Payload, PayloadRequest } from 'payload'

import type { LocatedPlace } from '@/geo/locations'
import { deriveVacancyFields } from '@/search/vacancy-fields'

const BATCH = 200

type PointRow = Partial<LocatedPlace> & { name: string; id?: string | null }

/**
 * Array rows written through the adapter need the id Payload's own `id` field hook would give them
 * (a new ObjectId hex string): the row tables have it as primary key. A row that stays the same
 * keeps its id, so a rebuild without changes rewrites nothing but the same rows.
 */
function withRowIds(points: readonly LocatedPlace[], existing: readonly PointRow[] | null | undefined) {
  const unused = [...(existing ?? [])]
  return points.map((point) => {
    const same = unused.findIndex(
      (row) =>
        row.id &&
        row.name === point.name &&
        (row.province ?? null) === (point.province ?? null) &&
        (row.lat ?? null) === (point.lat ?? null) &&
        (row.lon ?? null) === (point.lon ?? null),
    )
    const [row] = same >= 0 ? unused.splice(same, 1) : []
    return { ...point, id: row?.id ?? new ObjectId().toHexString() }
  })
}

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
        locationPoints: true,
      },
    })
    for (const doc of docs) {
      const derived = deriveVacancyFields(doc)
      await payload.db.updateOne({
        collection: 'vacancies',
        id: doc.id,
        data: { ...derived, locationPoints: withRowIds(derived.locationPoints, doc.locationPoints) },
        req,
        returning: false,
      })
      done++
    }
    if (!hasNextPage) return done
  }
}
