import fs from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { queueAtsDelivery } from '@/ats/deliver'
import { APPLICANT_CONTEXT } from '@/data/application'
import { deleteStoredFiles, type StoredFile } from '@/data/storage'
import { openVacancyWhere } from '@/data/vacancy'
import type { Application, ContactMessage } from '@/payload-types'

import { MAIL_QUEUE, SEND_SUBMISSION_MAIL, type SubmissionCollection } from './mail'
import type { ApplicationInput, BusinessContactInput, ContactInput } from './schemas'
import type { CheckedUpload } from './uploads'

export type UploadField = 'applicationCV' | 'applicationMotivation'

export type ApplicationUploads = Partial<Record<UploadField, CheckedUpload>>

/**
 * A file that passed the form's own checks but that the storage layer refused (Payload validates
 * PDFs more strictly, e.g. no trailing bytes after the end marker): the visitor's to fix, a 422.
 */
export class UploadRejected extends Error {
  constructor(readonly field: UploadField) {
    super(`The stored file of ${field} was rejected`)
  }
}

type Created = {
  collection:
    | 'applications'
    | 'contactMessages'
    | 'staffingRequests'
    | 'applicationFiles'
    | 'vacancyAlerts'
    | 'erasedApplications'
  id: number
}

/** What one submission wrote so far, so that a failure can take all of it back. */
export type Unit = { req: PayloadRequest; created: Created[]; storedFiles: string[]; storedObjects: StoredFile[] }

/**
 * Runs `work` as one unit: in a database transaction where the adapter has them (PostgreSQL),
 * otherwise (SQLite without transactions) by deleting what was created. Uploaded files are removed
 * from disk either way, so a failure leaves nothing behind.
 */
export async function storeAsUnit<T>(payload: Payload, work: (unit: Unit) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  const unit: Unit = { req, created: [], storedFiles: [], storedObjects: [] }
  try {
    const result = await work(unit)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await undo(payload, unit, transactionID)
    throw error
  }
}

async function undo(
  payload: Payload,
  { created, storedFiles, storedObjects }: Unit,
  transactionID: number | string | null,
): Promise<void> {
  const log = (what: string) => (error: unknown) =>
    payload.logger.error({ err: error, msg: `Undo of a failed submission: ${what}` })
  if (transactionID) {
    await payload.db.rollbackTransaction(transactionID).catch(log('rollback'))
    // With S3 the files are in the bucket, which the rollback does not reach.
    await deleteStoredFiles(storedObjects).catch(log('remove stored objects'))
  } else {
    for (const { collection, id } of [...created].reverse()) {
      await payload.delete({ collection, id, overrideAccess: true }).catch(log(`delete ${collection} ${id}`))
    }
  }
  for (const file of storedFiles) await fs.rm(file, { force: true }).catch(log(`remove ${file}`))
}

/**
 * Payload refused the data (its ValidationError, status 400). Told by status, not by class: the
 * production build may hold more than one copy of Payload's error classes.
 */
const isRefusal = (error: unknown): boolean => error instanceof Error && 'status' in error && error.status === 400

export async function storeFile(
  payload: Payload,
  unit: Unit,
  field: UploadField,
  upload: CheckedUpload,
): Promise<number> {
  const doc = await payload
    .create({
      collection: 'applicationFiles',
      data: {},
      file: { data: upload.data, mimetype: upload.mimeType, name: upload.name, size: upload.size },
      overrideAccess: true,
      req: unit.req,
    })
    .catch((error: unknown) => {
      throw isRefusal(error) ? new UploadRejected(field) : error
    })
  unit.created.push({ collection: 'applicationFiles', id: doc.id })
  const staticDir = payload.collections.applicationFiles.config.upload.staticDir
  if (doc.filename && staticDir) unit.storedFiles.push(path.join(staticDir, path.basename(doc.filename)))
  if (doc.filename) unit.storedObjects.push({ filename: doc.filename, prefix: doc.prefix, _objectKey: doc._objectKey })
  return doc.id
}

/** Queues the office's notification and the sender's confirmation in the same unit as the record. */
export async function queueMail(
  payload: Payload,
  unit: Unit,
  collection: SubmissionCollection,
  submissionId: number,
): Promise<void> {
  for (const recipient of ['office', 'sender'] as const) {
    await payload.jobs.queue({
      task: SEND_SUBMISSION_MAIL,
      queue: MAIL_QUEUE,
      input: { collection, submissionId, recipient },
      req: unit.req,
    })
  }
}

/** An open vacancy's id, or undefined: an unknown or closed one makes it an open application. */
async function findVacancy(payload: Payload, id: number | undefined): Promise<number | undefined> {
  if (id === undefined) return undefined
  const { docs } = await payload.find({
    collection: 'vacancies',
    where: { and: [{ id: { equals: id } }, openVacancyWhere(new Date())] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs[0]?.id
}

export async function storeApplication(
  payload: Payload,
  input: ApplicationInput,
  uploads: ApplicationUploads,
): Promise<Application> {
  const vacancy = await findVacancy(payload, input.vacancyId)
  return storeAsUnit(payload, async (unit) => {
    const applicationCV = uploads.applicationCV
      ? await storeFile(payload, unit, 'applicationCV', uploads.applicationCV)
      : undefined
    const applicationMotivation = uploads.applicationMotivation
      ? await storeFile(payload, unit, 'applicationMotivation', uploads.applicationMotivation)
      : undefined
    const application = await payload.create({
      collection: 'applications',
      data: {
        status: 'new',
        gender: input.gender,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailAddress,
        phoneNumber: input.phoneNumber,
        message: input.message,
        vacancy,
        applicationCV,
        applicationMotivation,
        consent: input.consent ?? false,
      },
      overrideAccess: true,
      req: unit.req,
      context: APPLICANT_CONTEXT,
    })
    unit.created.push({ collection: 'applications', id: application.id })
    await queueMail(payload, unit, 'applications', application.id)
    // The ATS gets every stored application; queued in the same unit, so none is stored unsent.
    await queueAtsDelivery(payload, application.id, unit.req)
    return application
  })
}

export async function storeContactMessage(
  payload: Payload,
  input: ContactInput | BusinessContactInput,
  kind: ContactMessage['kind'],
): Promise<ContactMessage> {
  return storeAsUnit(payload, async (unit) => {
    const message = await payload.create({
      collection: 'contactMessages',
      data: {
        status: 'new',
        kind,
        name: input.name,
        businessName: 'businessName' in input ? input.businessName : undefined,
        email: input.email,
        phoneNumber: input.phoneNumber,
        message: input.message,
      },
      overrideAccess: true,
      req: unit.req,
    })
    unit.created.push({ collection: 'contactMessages', id: message.id })
    await queueMail(payload, unit, 'contactMessages', message.id)
    return message
  })
}
