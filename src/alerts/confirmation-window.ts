import { createHmac, hkdfSync } from 'node:crypto'
import { ValidationError, type CollectionConfig, type Payload } from 'payload'

import { ALERT_CONFIRMATION_WINDOWS } from './names'

/** At most one confirmation mail per address in this time, however often it is signed up. */
const CONFIRMATION_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * One row per address that was sent a confirmation mail in the last day: the address's keyed hash
 * (never the address; the key comes from Payload's secret, so the hashes cannot be looked up
 * without it) and, in createdAt, when. The unique hash makes the database decide between sign-ups
 * that arrive at the same moment, on one instance or several.
 */
export const AlertConfirmationWindows: CollectionConfig = {
  slug: ALERT_CONFIRMATION_WINDOWS,
  labels: { singular: 'Bevestigingsmail vacature-alert', plural: 'Bevestigingsmails vacature-alert' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true },
  fields: [{ name: 'recipient', type: 'text', label: 'Adres (sleutel)', required: true, unique: true, index: true }],
}

const recipientKey = (payload: Payload) =>
  Buffer.from(hkdfSync('sha256', payload.secret, 'koers-vacancy-alerts', 'alert-recipient-v1', 32))

function recipientHash(payload: Payload, email: string): string {
  return createHmac('sha256', recipientKey(payload)).update(email.trim().toLowerCase()).digest('base64url')
}

async function insertWindow(payload: Payload, recipient: string): Promise<boolean> {
  try {
    await payload.create({ collection: ALERT_CONFIRMATION_WINDOWS, data: { recipient }, overrideAccess: true })
    return true
  } catch (error) {
    // The unique hash is taken: another sign-up holds this address's window.
    if (error instanceof ValidationError) return false
    throw error
  }
}

/**
 * Takes the address's window for one confirmation mail: true when no mail went to it in the last
 * day (the caller then sends one), false otherwise. An expired window is removed first; when two
 * sign-ups race for it, the unique hash lets only one of them in.
 */
export async function claimConfirmationWindow(payload: Payload, email: string, now = new Date()): Promise<boolean> {
  const recipient = recipientHash(payload, email)
  if (await insertWindow(payload, recipient)) return true
  const cutoff = new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString()
  const { docs } = await payload.delete({
    collection: ALERT_CONFIRMATION_WINDOWS,
    where: { and: [{ recipient: { equals: recipient } }, { createdAt: { less_than_equal: cutoff } }] },
    overrideAccess: true,
  })
  return docs.length > 0 && (await insertWindow(payload, recipient))
}

/** Gives the window back when the sign-up it was taken for could not be stored. */
export async function releaseConfirmationWindow(payload: Payload, email: string): Promise<void> {
  await payload.delete({
    collection: ALERT_CONFIRMATION_WINDOWS,
    where: { recipient: { equals: recipientHash(payload, email) } },
    overrideAccess: true,
  })
}

/** Windows older than a day hold nothing back any more; the daily clean-up removes them. */
export async function deleteExpiredConfirmationWindows(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString()
  const { docs } = await payload.delete({
    collection: ALERT_CONFIRMATION_WINDOWS,
    where: { createdAt: { less_than_equal: cutoff } },
    overrideAccess: true,
  })
  return docs.length
}
