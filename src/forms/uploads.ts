import { fileTypeFromBuffer } from 'file-type'
import { randomUUID } from 'node:crypto'

import { APPLICATION_UPLOAD_TYPES, type ApplicationMimeType } from '@/forms/file-types'
import { nl } from '@/i18n/nl'
import { maxFileBytes, maxFileMegabytes } from '@/ops/limits'

/** What an applicant may upload, recognised by content: PDF, Word (doc, docx), JPEG and PNG. */
const ACCEPTED_UPLOADS = APPLICATION_UPLOAD_TYPES

export type AcceptedMimeType = ApplicationMimeType

export type CheckedUpload = { data: Buffer; mimeType: AcceptedMimeType; name: string; size: number }

/** Why a file was refused, for answers that carry a code rather than the message. */
export type UploadRefusal = 'fileTooLarge' | 'fileEmpty' | 'fileType'

export type UploadCheck =
  { ok: true; upload: CheckedUpload } | { ok: false; status: 413 | 422; message: string; reason: UploadRefusal }

/** "WordDocument" as a UTF-16LE directory entry name: the stream every Word 97-2003 file has. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le')

/** The accepted type of a file by its bytes, or null. An OLE container only counts when it is a Word file. */
export async function detectUploadType(data: Buffer): Promise<AcceptedMimeType | null> {
  const detected = await fileTypeFromBuffer(data)
  if (!detected) return null
  if (detected.mime === 'application/x-cfb') return data.includes(WORD_STREAM) ? 'application/msword' : null
  return detected.mime in ACCEPTED_UPLOADS ? (detected.mime as AcceptedMimeType) : null
}

/**
 * The stored name: random, with the extension of the detected type. Never the visitor's own name
 * (it often holds theirs, and would make the file guessable), and no two uploads ever share one,
 * so parallel uploads of `CV.pdf` never race for a free name.
 */
export function storedFileName(mimeType: AcceptedMimeType): string {
  return `${randomUUID()}.${ACCEPTED_UPLOADS[mimeType][0]}`
}

/** Checks one uploaded file's size and content type; the browser's name and MIME type are not trusted. */
export async function checkUpload(file: File): Promise<UploadCheck> {
  if (file.size > maxFileBytes())
    return { ok: false, status: 413, message: nl.forms.errors.fileTooLarge(maxFileMegabytes()), reason: 'fileTooLarge' }
  if (file.size === 0) return { ok: false, status: 422, message: nl.forms.errors.fileEmpty, reason: 'fileEmpty' }
  const data = Buffer.from(await file.arrayBuffer())
  const mimeType = await detectUploadType(data)
  if (!mimeType) return { ok: false, status: 422, message: nl.errors.fileType, reason: 'fileType' }
  return { ok: true, upload: { data, mimeType, name: storedFileName(mimeType), size: data.byteLength } }
}
