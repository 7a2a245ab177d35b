import { fileTypeFromBuffer } from 'file-type'

import { nl } from '@/i18n/nl'

import { MAX_LENGTH, maxFileBytes, maxFileMegabytes } from './limits'

/** What an applicant may upload, recognised by content: PDF, Word (doc, docx), JPEG and PNG. */
export const ACCEPTED_UPLOADS = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const

export type AcceptedMimeType = keyof typeof ACCEPTED_UPLOADS

export type CheckedUpload = { data: Buffer; mimeType: AcceptedMimeType; name: string; size: number }

export type UploadCheck = { ok: true; upload: CheckedUpload } | { ok: false; status: 413 | 422; message: string }

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
 * A safe stored name: the base of the visitor's name reduced to letters, digits and dashes, with
 * the extension of the detected type (never the visitor's own).
 */
export function sanitiseFileName(original: string, mimeType: AcceptedMimeType): string {
  const base = original
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH.fileName)
    .replace(/-+$/, '')
  return `${base || 'bestand'}.${ACCEPTED_UPLOADS[mimeType]}`
}

/** Checks one uploaded file's size and content type; the browser's name and MIME type are not trusted. */
export async function checkUpload(file: File): Promise<UploadCheck> {
  if (file.size > maxFileBytes())
    return { ok: false, status: 413, message: nl.forms.errors.fileTooLarge(maxFileMegabytes()) }
  if (file.size === 0) return { ok: false, status: 422, message: nl.forms.errors.fileEmpty }
  const data = Buffer.from(await file.arrayBuffer())
  const mimeType = await detectUploadType(data)
  if (!mimeType) return { ok: false, status: 422, message: nl.errors.fileType }
  return { ok: true, upload: { data, mimeType, name: sanitiseFileName(file.name, mimeType), size: data.byteLength } }
}
