import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Endpoint, Payload } from 'payload'

import { attachmentHeader } from '@/data/document-names'
import { deriveTokenKey, signToken, verifyToken } from '@/data/signed-token'
import { readStoredObject } from '@/data/storage'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { ApplicationFile } from '@/payload-types'

/** How long a download link in a delivery works: the ATS fetches the documents when it takes one in. */
const FILE_LINK_SECONDS = 60 * 60

const PURPOSE = 'ats-file'
const FILE_LINK_PATH = '/ats/files'

/** Bound to this use: no applicant's or alert link opens a file, and no file link anything else. */
const fileKey = (payload: Payload) => deriveTokenKey(payload.secret, 'koers-ats', 'ats-file-v1')

/**
 * The token's nonce: a digest of the stored name, so a file replaced under the same document is
 * not served by an old link, and the link carries no file name (it may hold the applicant's).
 */
const nonceOf = (filename: string) => createHash('sha256').update(filename).digest('base64url').slice(0, 16)

/** A signed link to one applicant's file, valid for FILE_LINK_SECONDS from `now`. */
export function signedFileLink(
  payload: Payload,
  file: Pick<ApplicationFile, 'id' | 'filename'>,
  now = new Date(),
): { url: string; expiresAt: string } {
  const expiresAt = Math.floor(now.getTime() / 1000) + FILE_LINK_SECONDS
  const token = signToken(fileKey(payload), {
    purpose: PURPOSE,
    subject: file.id,
    nonce: nonceOf(file.filename ?? ''),
    expiresAt,
  })
  const api = payload.config.routes.api
  return { url: `${siteUrl()}${api}${FILE_LINK_PATH}/${token}`, expiresAt: new Date(expiresAt * 1000).toISOString() }
}

const refuse = (status: 403 | 404, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The file's bytes from the bucket or the disk, or null when it is gone. */
async function openFile(payload: Payload, file: ApplicationFile): Promise<BodyInit | null> {
  const filename = file.filename ?? ''
  const fromBucket = await readStoredObject({ filename, prefix: file.prefix, _objectKey: file._objectKey })
  if (fromBucket) return fromBucket
  const staticDir = payload.collections.applicationFiles.config.upload.staticDir
  if (!staticDir) return null
  const target = path.join(/*turbopackIgnore: true*/ staticDir, path.basename(filename))
  if (!fs.statSync(target, { throwIfNoEntry: false })?.isFile()) return null
  // At most the form's file limit (FORM_MAX_FILE_MB): read whole, as Payload's own handler does.
  return new Uint8Array(await fs.promises.readFile(target))
}

/**
 * GET /api/ats/files/<token>: an applicant's CV or letter for the ATS, by a signed link that
 * expires (src/ats/deliver.ts puts them in a delivery). Always a download, never stored.
 */
export const atsFileEndpoint: Endpoint = {
  path: `${FILE_LINK_PATH}/:token`,
  method: 'get',
  handler: async (req) => {
    const text = nl.ats.refusals
    const token = typeof req.routeParams?.token === 'string' ? req.routeParams.token : ''
    const check = verifyToken(fileKey(req.payload), token, PURPOSE)
    if (!check.ok) return refuse(403, check.reason === 'expired' ? text.linkExpired : text.linkInvalid)
    const file = await req.payload.findByID({
      collection: 'applicationFiles',
      id: check.claims.subject,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!file?.filename || nonceOf(file.filename) !== check.claims.nonce) return refuse(404, text.fileGone)
    const body = await openFile(req.payload, file)
    if (!body) return refuse(404, text.fileGone)
    const name = file.filename.replace(/[^\w.-]/g, '') || 'bestand'
    return new Response(body, {
      headers: {
        'Content-Type': file.mimeType ?? 'application/octet-stream',
        'Content-Disposition': attachmentHeader(name),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
