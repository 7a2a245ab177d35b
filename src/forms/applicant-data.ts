import { nl } from '@/i18n/nl'
import type { Application } from '@/payload-types'

const text = nl.applicant
const keys = text.download.keys

const UPLOADS = ['applicationCV', 'applicationMotivation'] as const

type Upload = (typeof UPLOADS)[number]

/** One document the applicant sent: its kind, format, size and when it arrived. Never its content. */
export type ReceivedDocument = {
  field: Upload
  kind: string
  format: string
  size: number
  receivedAt: string
  description: string
}

/**
 * What was received, per document. The applicant's own file name is never kept (files are stored
 * under a random name), so what names a document is its kind and format.
 */
export function receivedDocuments(application: Application): ReceivedDocument[] {
  return UPLOADS.flatMap((field) => {
    const file = application[field]
    if (!file || typeof file !== 'object' || !file.filename) return []
    const format = file.filename.split('.').pop()?.toUpperCase() ?? ''
    const kind = text.documentKind[field]
    const size = file.filesize ?? 0
    return [{ field, kind, format, size, receivedAt: file.createdAt, description: text.documentFile(format, size) }]
  })
}

/**
 * A copy of what is stored about the applicant (AVG art. 15 and 20): the application's fields,
 * its status history and the documents' names, machine-readable. Left out: the link's nonce (a key,
 * not data about them), the names of the staff who changed the status (their data, not the
 * applicant's: 'een medewerker' says what happened), and the recruiters' internal notes: those are
 * the company's working notes on the procedure, not data the applicant gave, and a formal access
 * request that asks for them goes to the privacy officer, who weighs them case by case.
 */
export function applicantData(application: Application, now = new Date()) {
  const vacancy = application.vacancy && typeof application.vacancy === 'object' ? application.vacancy.title : null
  return {
    [keys.exportedAt]: now.toISOString(),
    [keys.application]: {
      [keys.vacancy]: vacancy ?? text.openApplication,
      [keys.sentAt]: application.createdAt,
      [keys.updatedAt]: application.updatedAt,
      [keys.status]: text.statuses[application.status],
      [keys.gender]: application.gender ? text.download.genders[application.gender] : null,
      [keys.firstName]: application.firstName,
      [keys.lastName]: application.lastName,
      [keys.emailAddress]: application.emailAddress,
      [keys.phoneNumber]: application.phoneNumber,
      [keys.message]: application.message ?? null,
      [keys.consent]: application.consent ?? false,
      [keys.closedAt]: application.closedAt ?? null,
      [keys.deleteAfter]: application.deleteAfter ?? null,
    },
    [keys.history]: (application.statusHistory ?? []).map((change) => ({
      [keys.status]: text.statuses[change.status],
      [keys.changedAt]: change.changedAt,
      [keys.by]: text.download.actors[change.actor],
    })),
    [keys.documents]: receivedDocuments(application).map((document) => ({
      [keys.document]: document.kind,
      [keys.format]: document.format,
      [keys.size]: document.size,
      [keys.receivedAt]: document.receivedAt,
    })),
  }
}

/** Which documents one upload on the applicant's page added, and which of those replaced an earlier one. */
export type DocumentChange = { added: Upload[]; replaced: Upload[] }

const uploadsIn = (value: unknown): Upload[] =>
  Array.isArray(value) ? UPLOADS.filter((field) => value.includes(field)) : []

/** A mail job's record of the change; null for a job queued before jobs carried one. */
export function documentChangeOf(value: unknown): DocumentChange | null {
  if (!value || typeof value !== 'object' || !('added' in value)) return null
  return { added: uploadsIn(value.added), replaced: 'replaced' in value ? uploadsIn(value.replaced) : [] }
}
