import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { validApplication } from './form-helpers'
import { getMigratedPayload } from './helpers'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  payload = await getMigratedPayload()
})

afterAll(async () => {
  if (!created.length) return
  await payload.delete({ collection: 'applications', where: { id: { in: created } }, overrideAccess: true })
  await payload.delete({
    collection: 'payload-jobs',
    where: { or: [{ 'input.submissionId': { in: created } }, { 'input.applicationId': { in: created } }] },
    overrideAccess: true,
  })
})

async function createApplication() {
  const application = await payload.create({
    collection: 'applications',
    overrideAccess: true,
    data: { ...validApplication(), gender: 'v', status: 'new' },
  })
  created.push(application.id)
  return application
}

// ATS events, jobs, mails and log lines name an application by its id, and outlive it.
describe('an application id', () => {
  it('is never given to a later application, also when the newest one was deleted', async () => {
    const deleted = await createApplication()
    await payload.delete({ collection: 'applications', id: deleted.id, overrideAccess: true })
    const next = await createApplication()
    expect(next.id).toBeGreaterThan(deleted.id)
  })
})
