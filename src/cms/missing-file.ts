import fs from 'node:fs'
import path from 'node:path'

import type { UploadConfig } from 'payload'

import { readS3Settings } from './storage'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

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
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return notFound()
  }
  return [handler]
}
