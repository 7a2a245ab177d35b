import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/** What every seed step works with: Payload, and the moment the demo content's dates count from. */
export type SeedContext = { payload: Payload; now: Date }

/** A seeded document as later steps use it: only its id, for their relations. */
export type Seeded = { id: number }

/** An upload's file, for a media document. */
type SeedFile = { data: Buffer; mimetype: string; name: string }

export const DAY = 24 * 60 * 60 * 1000

/** A fresh object per operation: hooks (e.g. the storage plugin's) keep per-request state in it. */
export const operationContext = () => ({ disableRevalidate: true })

/**
 * Finds a document by a natural key or creates it, so seeding twice duplicates nothing. An
 * upload's file is made only when the document is created: rendering an image costs more than
 * the look-up, and a second seed finds every image it would render.
 */
export async function upsert<C extends CollectionSlug>(
  payload: Payload,
  collection: C,
  where: Where,
  doc: RequiredDataFromCollectionSlug<C>,
  makeFile?: () => Promise<SeedFile>,
): Promise<Seeded> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false })
  if (found.docs[0]) return { id: found.docs[0].id }
  const file = await makeFile?.()
  const created = await payload.create({
    collection,
    data: doc,
    overrideAccess: true,
    context: operationContext(),
    // A demo image of the same name left on disk by an earlier database is the seed's own: replace it
    // rather than store a renamed copy that the next seed would not find by its name.
    ...(file ? { file: { ...file, size: file.data.length }, overwriteExistingFiles: true } : {}),
  })
  return { id: created.id }
}
