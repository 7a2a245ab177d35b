import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { claimConfirmationWindow, deleteExpiredConfirmationWindows } from '@/alerts/confirmation-window'
import { ALERT_CONFIRMATION_WINDOWS, SEND_ALERT_CONFIRMATION, VACANCY_ALERTS } from '@/alerts/names'
import { POST } from '@/app/actions/module/vacancy-alert/route'

import { nextAddress } from './form-helpers'
import { getMigratedPayload } from './helpers'

const DAY = 24 * 60 * 60 * 1000
let payload: Payload
const started = new Date().toISOString()

/** A sign-up as the overview's form posts it (JSON), from `address`. */
async function signUp(email: string, query: string, address: string) {
  const response = await POST(
    new Request('http://localhost/actions/module/vacancy-alert', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, frequency: 'weekly', query }),
    }),
  )
  return { status: response.status, body: await response.text() }
}

/**
 * Confirmation mails queued for an address: the jobs that name one of its subscriptions, queued
 * since this file started (SQLite hands the ids of deleted subscriptions out again).
 */
async function queuedConfirmations(email: string): Promise<number> {
  const { docs } = await payload.find({
    collection: VACANCY_ALERTS,
    where: { email: { equals: email } },
    overrideAccess: true,
    depth: 0,
    limit: 100,
  })
  const ids = new Set(docs.map((doc) => doc.id))
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SEND_ALERT_CONFIRMATION } }, { createdAt: { greater_than: started } }] },
    overrideAccess: true,
    depth: 0,
    limit: 1000,
  })
  return jobs.docs.filter((job) => {
    const input = job.input as { subscriptionId?: unknown } | null
    return typeof input?.subscriptionId === 'number' && ids.has(input.subscriptionId)
  }).length
}

beforeAll(async () => {
  payload = await getMigratedPayload()
}, 900_000)

afterAll(async () => {
  if (!payload) return
  await payload.delete({ collection: VACANCY_ALERTS, where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({
    collection: ALERT_CONFIRMATION_WINDOWS,
    where: { id: { exists: true } },
    overrideAccess: true,
  })
})

describe('confirmation mails per recipient', () => {
  it('queues one confirmation mail for 12 sign-ups of one address from 3 addresses, answering each alike', async () => {
    const email = `doelwit.${Date.now()}@example.nl`
    const senders = [nextAddress(), nextAddress(), nextAddress()]
    const queries = ['', 'search=monteur', 'search=verpleegkundige', '']
    const answers = await Promise.all(
      senders.map(async (address) => {
        const mine = []
        for (const query of queries) mine.push(await signUp(email, query, address))
        return mine
      }),
    )
    for (const answer of answers.flat()) expect(answer).toEqual({ status: 200, body: '{"success":true}' })
    expect(await queuedConfirmations(email)).toBe(1)
    // The same address written differently is the same recipient.
    await signUp(email.toUpperCase(), 'search=lasser', nextAddress())
    expect(await queuedConfirmations(email)).toBe(1)
    // Another recipient is not held back.
    const other = `ander.${Date.now()}@example.nl`
    await signUp(other, '', senders[0])
    expect(await queuedConfirmations(other)).toBe(1)
  })

  it('opens the window again after a day, and the clean-up removes only expired windows', async () => {
    const email = `venster.${Date.now()}@example.nl`
    expect(await claimConfirmationWindow(payload, email)).toBe(true)
    expect(await claimConfirmationWindow(payload, email)).toBe(false)
    expect(await claimConfirmationWindow(payload, email, new Date(Date.now() + DAY / 2))).toBe(false)
    expect(await claimConfirmationWindow(payload, email, new Date(Date.now() + DAY + 1000))).toBe(true)
    const stored = await payload.count({ collection: ALERT_CONFIRMATION_WINDOWS, overrideAccess: true })
    expect(await deleteExpiredConfirmationWindows(payload, new Date(Date.now() + DAY / 2))).toBe(0)
    expect(await deleteExpiredConfirmationWindows(payload, new Date(Date.now() + DAY + 1000))).toBe(stored.totalDocs)
  })

  it('keeps no address in the window, only a keyed hash', async () => {
    const email = `hash.${Date.now()}@example.nl`
    await claimConfirmationWindow(payload, email)
    const { docs } = await payload.find({ collection: ALERT_CONFIRMATION_WINDOWS, overrideAccess: true, limit: 100 })
    for (const doc of docs) expect(doc.recipient).not.toContain('@')
  })
})
