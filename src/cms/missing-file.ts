import fs from 'node:fs'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { readS3Settings } from '@/data/storage'
import { nl } from '@/i18n/nl'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: nl.api.notFound }] }, { status: 404 })

/** A name no file system takes (too long, a NUL byte) is a file that is not there either. */
function isFile(file: string): boolean {
  try {
    return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    return false
  }
}

/**
 * A request for a file that is not on disk is a 404 (Payload answers 500 and logs the absolute
 * path). Only for files on the local disk: with S3 the storage plugin answers for the bucket.
 */
export function missingFileHandlers(staticDir: string): FileHandler[] {
  if (readS3Settings()) return []
  const folder = path.resolve(/*turbopackIgnore: true*/ staticDir)
  // One stat call; Payload's types take no promise that may resolve to nothing.
  const handler: FileHandler = (_req, { params }) => {
    const file = path.resolve(/*turbopackIgnore: true*/ folder, params.filename)
    if (!file.startsWith(folder + path.sep)) return notFound()
    if (!isFile(file)) return notFound()
  }
  return [handler]
}
