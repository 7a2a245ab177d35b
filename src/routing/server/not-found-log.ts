import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/data/payload-client'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { redactPersonalSegments } from '@/routing/personal-path'
import { normaliseRedirectSource } from '@/routing/redirect-rules'

/** Rows kept at most: past it, the least asked and longest unseen path makes room. */
const MAX_NOT_FOUND_ROWS = 1000
/** Distinct paths gathered between two writes; more in one window are not counted. */
const MAX_PENDING_PATHS = 200
/** Hits are gathered this long and written together: one write per path per window. */
const FLUSH_DELAY_MS = 2_000
/** A write that takes longer is left to finish on its own; the next window starts anyway. */
const FLUSH_DEADLINE_MS = 10_000
const MAX_PATH_LENGTH = 300

const SLUG = 'notFoundPaths'

let pending = new Map<string, number>()
let timer: NodeJS.Timeout | undefined
let flushing: Promise<void> | undefined

/**
 * The path as the log keeps it, the way a redirect's 'Oud adres' is written, with each part that
 * looks like personal data (an e-mail address, phone number, IBAN, BSN) replaced; null for what the
 * log leaves out: overlong paths.
 */
function loggedPath(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return null
  const path = normaliseRedirectSource(pathname, siteUrl())
  return path && redactPersonalSegments(path)
}

/**
 * Counts one 404 of the public site. Only memory is touched here, so the 404 answer never waits:
 * the counts are written a moment later, together, and a failing write is logged, never thrown.
 */
export function recordNotFound(pathname: string): void {
  const path = loggedPath(pathname)
  if (!path) return
  const count = pending.get(path)
  if (count !== undefined) pending.set(path, count + 1)
  else if (pending.size < MAX_PENDING_PATHS) pending.set(path, 1)
  timer ??= setTimeout(() => {
    timer = undefined
    void flushNotFound()
  }, FLUSH_DELAY_MS).unref()
}

/** Writes the gathered counts (within a deadline); resolves when done or given up. */
export async function flushNotFound(): Promise<void> {
  if (flushing) await flushing
  if (!pending.size) return
  const batch = pending
  pending = new Map()
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
