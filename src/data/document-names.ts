/**
 * The name an applicant's document downloads under for a recruiter: 'Cv Fenna Zwartkop.pdf',
 * 'Motivatiebrief Fenna Zwartkop.docx', instead of the random name it is stored under (which
 * keeps file addresses unguessable). Read by the API guard on each download of an application file.
 */
import contentDisposition from 'content-disposition'
import type { Payload } from 'payload'

import { relationId } from '@/data/relations'
import { nl } from '@/i18n/nl'

type Applicant = { firstName?: string | null; lastName?: string | null }
type DocumentKind = keyof typeof nl.applicant.documentKind

/** The extension of a stored name ('.pdf'), or '' when it has none a browser would recognise. */
const extensionOf = (storedName: string) => /\.[a-z0-9]{1,5}$/i.exec(storedName)?.[0].toLowerCase() ?? ''

/** 'Cv Fenna Zwartkop.pdf': the kind of document, the applicant's name, the stored file's extension. */
export function documentDownloadName(kind: DocumentKind, applicant: Applicant, storedName: string): string {
  const person = [applicant.firstName, applicant.lastName]
    .map((part) => part?.replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ').trim())
    .filter(Boolean)
    .join(' ')
  return `${[nl.applicant.documentKind[kind], person].filter(Boolean).join(' ')}${extensionOf(storedName)}`
}

/** A Content-Disposition header for a download under a name, any characters kept (RFC 6266). */
export const attachmentHeader = (name: string) => contentDisposition(name, { type: 'attachment' })

/** The download name of a stored application file, looked up through the application it belongs to. */
export async function applicationFileDownloadName(payload: Payload, storedName: string): Promise<string> {
  const { docs: files } = await payload.find({
    collection: 'applicationFiles',
    where: { filename: { equals: storedName } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { filename: true },
  })
  const fileId = files[0]?.id
  if (!fileId) return storedName
  const { docs: applications } = await payload.find({
    collection: 'applications',
    where: { or: [{ applicationCV: { equals: fileId } }, { applicationMotivation: { equals: fileId } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { firstName: true, lastName: true, applicationCV: true },
  })
  const application = applications[0]
  if (!application) return storedName
  const kind = relationId(application.applicationCV) === fileId ? 'applicationCV' : 'applicationMotivation'
  return documentDownloadName(kind, application, storedName)
}
