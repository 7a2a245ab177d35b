import type { Payload } from 'payload'

import { documentDownloadName } from '@/data/document-names'
import { siteUrl } from '@/env'
import type { Application, ApplicationFile } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { signedFileLink } from './file-links'
import { idempotencyKeyOf } from './signature'

/** The outgoing message (docs/ats.md, "Application message"): our record reshaped at the edge. */
export type AtsApplicationMessage = {
  event: 'application.created'
  idempotencyKey: string
  application: {
    id: number
    status: Application['status']
    submittedAt: string
    gender: 'm' | 'v' | null
    firstName: string
    lastName: string
    emailAddress: string
    phoneNumber: string
    message: string | null
    consent: boolean
    vacancy: { id: number; title: string; url: string | null } | null
    documents: AtsDocument[]
  }
}

export type AtsDocument = {
  kind: 'cv' | 'motivation'
  fileName: string
  mimeType: string
  size: number
  url: string
  expiresAt: string
}

const DOCUMENT_FIELDS = [
  ['applicationCV', 'cv'],
  ['applicationMotivation', 'motivation'],
] as const

const asFile = (value: Application['applicationCV']): ApplicationFile | null =>
  value && typeof value === 'object' && value.filename ? value : null

/** The application's documents with links signed now, valid for an hour (read one level deep). */
export function buildDocuments(payload: Payload, application: Application, now = new Date()): AtsDocument[] {
  return DOCUMENT_FIELDS.flatMap(([field, kind]): AtsDocument[] => {
    const file = asFile(application[field])
    if (!file) return []
    return [
      {
        kind,
        // The name it downloads under in the admin ('Cv Noor Jansen.pdf'): the stored name is random,
        // and the applicant's own file name is never kept.
        fileName: documentDownloadName(field, application, file.filename ?? ''),
        mimeType: file.mimeType ?? 'application/octet-stream',
        size: file.filesize ?? 0,
        ...signedFileLink(payload, file, now),
      },
    ]
  })
}

/** Builds the message for an application read one level deep (its vacancy and files). */
export function buildApplicationMessage(payload: Payload, application: Application, now = new Date()) {
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy : null
  const documents = buildDocuments(payload, application, now)
  return {
    event: 'application.created',
    idempotencyKey: idempotencyKeyOf(application.id),
    application: {
      id: application.id,
      status: application.status,
      submittedAt: application.createdAt,
      gender: application.gender ?? null,
      firstName: application.firstName,
      lastName: application.lastName,
      emailAddress: application.emailAddress,
      phoneNumber: application.phoneNumber,
      message: application.message || null,
      consent: application.consent ?? false,
      vacancy: vacancy
        ? { id: vacancy.id, title: vacancy.title, url: vacancy.uri ? `${siteUrl()}${uriToPath(vacancy.uri)}` : null }
        : null,
      documents,
    },
  } satisfies AtsApplicationMessage
}
