import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload-client'
import { nl } from '@/i18n/nl'
import { takeNotFoundHits, writeNotFoundHitsWith } from '@/routing/not-found-hits'

/** Rows kept at most: past it, the least asked and longest unseen path makes room. */
const MAX_NOT_FOUND_ROWS = 1000
/** A write that takes longer is left to finish on its own; the next window starts anyway. */
const FLUSH_DEADLINE_MS = 10_000

const SLUG = 'notFoundPaths'

let flushing: Promise<void> | undefined

/** From now on the hits the proxy counts (recordNotFound) are written a moment after they come. */
export function startNotFoundLog(): void {
  writeNotFoundHitsWith(() => void flushNotFound())
}

/** Writes the gathered counts (within a deadline); resolves when done or given up. */
export async function flushNotFound(): Promise<void> {
  if (flushing) await flushing
  const batch = takeNotFoundHits()
  if (!batch.size) return
  const work = getPayloadClient()
    .then((payload) =>
      writeCounts(payload, batch).catch((error: unknown) =>
        payload.logger.warn({ err: error }, nl.admin.notFoundLog.writeFailed),
      ),
    )
    .catch(() => undefined)
  flushing = Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, FLUSH_DEADLINE_MS).unref())])
  await flushing
  flushing = undefined
}

async function writeCounts(payload: Payload, batch: Map<string, number>): Promise<void> {
  const paths = [...batch.keys()]
  const lastSeen = new Date().toISOString()
  const [existing, redirected] = await Promise.all([
    payload.find({
      collection: SLUG,
      where: { path: { in: paths } },
      select: { path: true, hits: true },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'redirects',
      where: { from: { in: paths } },
      select: { from: true },
      pagination: false,
      depth: 0,
    }),
  ])
  const rows = new Map(existing.docs.map((doc) => [doc.path, doc]))
  // A redirect made since the hit answers the path now.
  const skip = new Set(redirected.docs.map((doc) => doc.from))
  for (const [path, hits] of batch) {
    if (skip.has(path)) continue
    const row = rows.get(path)
    // One path's failure (another instance created it a moment ago) leaves the others counted.
    await (
      row
        ? payload.update({ collection: SLUG, id: row.id, data: { hits: row.hits + hits, lastSeen }, depth: 0 })
        : makeRoom(payload).then(() => payload.create({ collection: SLUG, data: { path, hits, lastSeen }, depth: 0 }))
    ).catch((error: unknown) => payload.logger.warn({ err: error }, nl.admin.notFoundLog.writeFailed))
  }
}

async function makeRoom(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: SLUG })
  if (totalDocs < MAX_NOT_FOUND_ROWS) return
  const { docs } = await payload.find({
    collection: SLUG,
    sort: ['hits', 'lastSeen'],
    limit: totalDocs - MAX_NOT_FOUND_ROWS + 1,
    select: {},
    depth: 0,
  })
  await payload.delete({ collection: SLUG, where: { id: { in: docs.map((doc) => doc.id) } } })
}
