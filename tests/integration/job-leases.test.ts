import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { listMailJobs } from '@/cms/mail-queue'
import { SEND_SUBMISSION_MAIL } from '@/forms/mail'
import { jobLeaseTimes, releaseExpiredClaims, renewHeldClaims, stopJobRunner } from '@/ops/job-leases'

import { getMigratedPayload } from './helpers'

/** A queue of its own, so that nothing else here runs these jobs. */
const QUEUE = 'lease-test'
const LEASE_MS = 60_000

let payload: Payload
let original: Pick<Payload, 'email' | 'sendEmail'>
let contactId: number

beforeAll(async () => {
  // Mail to the sender needs no seeded content: the submission is created here.
  payload = await getMigratedPayload()
  original = { email: payload.email, sendEmail: payload.sendEmail }
  const contact = await payload.create({
    collection: 'contactMessages',
    data: {
      status: 'new',
      kind: 'person',
      name: 'Lease Test',
      email: 'lease.test@example.nl',
      phoneNumber: '0612345678',
      message: 'Hallo',
    },
    overrideAccess: true,
  })
  contactId = contact.id
})

afterEach(async () => {
  payload.email = original.email
  payload.sendEmail = original.sendEmail
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: QUEUE } }, overrideAccess: true })
  globalThis.__koersJobLeases = undefined
})

afterAll(async () => {
  if (contactId) await payload.delete({ collection: 'contactMessages', id: contactId, overrideAccess: true })
})

const queueMail = (submissionId: number) =>
  payload.jobs.queue({
    task: SEND_SUBMISSION_MAIL,
    queue: QUEUE,
    input: { collection: 'contactMessages', submissionId, recipient: 'sender' },
  })

/** Marks a job claimed, as a runner does, at `at`. */
const claim = (id: number, at: Date) =>
  payload.db.updateOne({
    collection: 'payload-jobs',
    id,
    data: { processing: true, updatedAt: at.toISOString() },
  })

const job = (id: number) => payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })

/**
 * Mail that hangs in the mail server until `answer()`: the job is caught mid-send. `sending`
 * resolves once the handler is in the middle of it.
 */
async function stallMail() {
  let entered = () => {}
  let answer = () => {}
  const sending = new Promise<void>((resolve) => (entered = resolve))
  const answered = new Promise<void>((resolve) => (answer = resolve))
  const stalling: nodemailer.Transport<object> = {
    name: 'stalling',
    version: '1',
    send: (_mail, callback) => {
      entered()
      void answered.then(() => callback(null, { messageId: 'stalled' }))
    },
  }
  const adapter = await nodemailerAdapter({
    transport: nodemailer.createTransport(stalling),
    skipVerify: true,
    defaultFromAddress: 'noreply@koersgroep.nl',
    defaultFromName: 'Koers Groep',
  })
  payload.email = adapter({ payload })
  payload.sendEmail = payload.email.sendEmail
  return { sending, answer }
}

describe('job leases', () => {
  it('hand back a claim not renewed within the lease, which then runs; a fresh claim is left alone', async () => {
    const now = new Date()
    const stale = await queueMail(contactId)
    const fresh = await queueMail(contactId)
    await claim(stale.id, new Date(now.getTime() - 2 * LEASE_MS))
    await claim(fresh.id, new Date(now.getTime() - LEASE_MS / 2))

    // Payload's runner takes unclaimed jobs only: without the lease both wait for ever.
    expect((await payload.jobs.run({ queue: QUEUE })).noJobsRemaining).toBe(true)

    expect(await releaseExpiredClaims(payload, { now, leaseMs: LEASE_MS })).toEqual([stale.id])
    expect(await job(stale.id)).toMatchObject({ processing: false, completedAt: null })
    expect(await job(fresh.id)).toMatchObject({ processing: true })

    await payload.jobs.run({ queue: QUEUE })
    expect((await job(stale.id)).completedAt).toBeTruthy()
    expect(await job(fresh.id)).toMatchObject({ processing: true, completedAt: null })
  })

  it('keep the claim of a job that runs longer than the lease while its process renews it', async () => {
    const mail = await stallMail()
    const queued = await queueMail(contactId)
    const run = payload.jobs.run({ queue: QUEUE })
    await mail.sending

    // Two leases later the handler still runs here; the heartbeat renewed the claim.
    const later = new Date(Date.now() + 2 * LEASE_MS)
    await renewHeldClaims(payload, later)
    expect(
      await releaseExpiredClaims(payload, { now: new Date(later.getTime() + LEASE_MS / 2), leaseMs: LEASE_MS }),
    ).toEqual([])
    expect(await job(queued.id)).toMatchObject({ processing: true })

    mail.answer()
    await run
    expect((await job(queued.id)).completedAt).toBeTruthy()
  })

  it('on shutdown, stop claiming and hand back the jobs still running after the wait', async () => {
    const mail = await stallMail()
    const queued = await queueMail(contactId)
    const run = payload.jobs.run({ queue: QUEUE })
    await mail.sending

    await stopJobRunner(payload, 0)
    expect(await job(queued.id)).toMatchObject({ processing: false, completedAt: null })

    mail.answer()
    await run
  })

  it('show a claim past its lease as stuck in the mail queue, apart from waiting mail', async () => {
    const now = new Date()
    const stuck = await queueMail(contactId)
    const waiting = await queueMail(contactId)
    await claim(stuck.id, new Date(now.getTime() - 2 * jobLeaseTimes().leaseMs))

    const states = async (state?: 'stuck' | 'waiting') =>
      Object.fromEntries(
        (await listMailJobs(payload, { state, now })).rows
          .filter((row) => row.id === stuck.id || row.id === waiting.id)
          .map((row) => [row.id, row.state]),
      )
    expect(await states()).toEqual({ [stuck.id]: 'stuck', [waiting.id]: 'waiting' })
    expect(await states('stuck')).toEqual({ [stuck.id]: 'stuck' })
    expect(await states('waiting')).toEqual({ [waiting.id]: 'waiting' })
  })
})
