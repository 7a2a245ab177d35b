import { maxFileBytes } from '@/ops/limits'

/**
 * How large a body Payload's REST API reads, by what the request is. Every body is read through
 * readLimitedBody (src/ops/body.ts), as the forms' are: a declared Content-Length over the limit
 * is refused before a byte is read, and a chunked body is counted as it arrives.
 */

/** Payload's authentication endpoints: an email address, a password or a token. */
export const AUTH_BODY_BYTES = 16 * 1024

/** The ATS's status message (src/ats/status-endpoint.ts): a few short fields. */
export const ATS_STATUS_BODY_BYTES = 16 * 1024

/** A document as JSON or as the admin's form (the document in its `_payload` field). */
export const DOCUMENT_BODY_BYTES = 1024 * 1024

/** The largest image an editor uploads to the media library (a phone's photo is 3-12 MB). */
const MEDIA_FILE_BYTES = 20 * 1024 * 1024

/** Auth endpoints of Payload's REST API: `/api/<auth collection>/<word>`. */
const AUTH_ENDPOINTS = new Set([
  'login',
  'logout',
  'forgot-password',
  'reset-password',
  'refresh-token',
  'unlock',
  'verify',
  'first-register',
  'me',
])

/** The file each upload collection takes from a signed-in editor, in bytes. */
function uploadFileBytes(collection: string): number {
  if (collection === 'media') return MEDIA_FILE_BYTES
  // Editors attach an applicant's file by hand within the form's own limit.
  if (collection === 'applicationFiles') return maxFileBytes()
  return 0
}

export type BodyLimitInput = {
  /** The path's segments after /api. */
  segments: string[]
  /** A multipart body to a collection that stores files, from a signed-in user. */
  signedInUpload: boolean
}

/** The most a body to this REST path may hold, and of that the file it may carry. */
export function apiBodyLimit({ segments, signedInUpload }: BodyLimitInput): { bytes: number; fileBytes: number } {
  const [collection = '', second] = segments
  if (second && AUTH_ENDPOINTS.has(second)) return { bytes: AUTH_BODY_BYTES, fileBytes: 0 }
  if (collection === 'ats' && second === 'status') return { bytes: ATS_STATUS_BODY_BYTES, fileBytes: 0 }
  const fileBytes = signedInUpload ? uploadFileBytes(collection) : 0
  return { bytes: DOCUMENT_BODY_BYTES + fileBytes, fileBytes }
}

/** The limit in whole megabytes, for the message an editor reads. */
export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024))
