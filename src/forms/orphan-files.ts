import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/data/relations'

/** Younger files may belong to a submission still being stored. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

/**
 * Removes applicants' files that no application holds, older than an hour: a file record left by a
 * submission cut off between storing its file and its application (a crash, `kill -9`), and a
 * file on disk without any record. Runs with the daily retention clean-up.
 */
export async function sweepOrphanFiles(payload: Payload, now = new Date(), req?: PayloadRequest): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_MIN_AGE_MS)
  const { docs: files } = await payload.find({
    collection: 'applicationFiles',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { filename: true, createdAt: true },
    req,
  })
  const { docs: applications } = await payload.find({
    collection: 'applications',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { applicationCV: true, applicationMotivation: true },
    req,
  })
  const held = new Set(
    applications.flatMap((doc) => [relationId(doc.applicationCV), relationId(doc.applicationMotivation)]),
  )
  let removed = 0
  for (const file of files) {
    if (held.has(file.id) || new Date(file.createdAt) > before) continue
    await payload.delete({ collection: 'applicationFiles', id: file.id, overrideAccess: true, req })
    removed += 1
  }

  const staticDir = payload.collections.applicationFiles.config.upload.staticDir ?? ''
  const known = new Set(files.map((file) => file.filename))
  const names = staticDir ? await fs.readdir(/*turbopackIgnore: true*/ staticDir).catch(() => [] as string[]) : []
  for (const name of names) {
    if (known.has(name)) continue
    const file = path.join(/*turbopackIgnore: true*/ staticDir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile() || stat.mtime > before) continue
    await fs.rm(file, { force: true })
    removed += 1
  }
  if (removed) payload.logger.info(`Verweesde sollicitatiebestanden verwijderd: ${removed}`)
  return removed
}
