import type { Payload } from 'payload'

import { storeAsUnit } from '@/forms/store'
import type { VacancyAlert } from '@/payload-types'

import { claimConfirmationWindow, releaseConfirmationWindow } from './confirmation-window'
import type { AlertFrequency } from './frequency'
import { VACANCY_ALERTS } from './names'
import { ALERT_QUEUE_MAIL, SEND_ALERT_CONFIRMATION } from './names'
import type { AlertSignupInput } from './schema'
import { alertQueryOf, alertStateOf, describeAlertSearch } from './search'
import { createNonce, deriveAlertKey, signAlertToken, verifyAlertToken, type AlertTokenPurpose } from './tokens'

export type AlertLookup =
  { ok: true; subscription: VacancyAlert } | { ok: false; reason: 'invalid' | 'expired' | 'notFound' }

/** The HMAC key of alert links, from Payload's (already hashed) secret. */
export function alertKey(payload: Payload): Buffer {
  return deriveAlertKey(payload.secret)
}

/**
 * A new sign-up: the subscription (unconfirmed) and its confirmation mail job, stored as one unit.
 * An address gets at most one confirmation mail a day, so the form cannot be used to flood a
 * stranger's inbox: a sign-up within that day stores and sends nothing, and signing up again for
 * the same search while unconfirmed sends the confirmation again only after it. For a search the
 * address already follows nothing happens. The visitor's answer is the same in every case.
 */
/** The token of a subscription's manage page (in its mails, and after confirming). */
export function signManageToken(payload: Payload, subscription: Pick<VacancyAlert, 'id' | 'nonce'>): string {
  return signAlertToken(alertKey(payload), {
    purpose: 'manage',
    subscription: subscription.id,
    nonce: subscription.nonce,
  })
}

export async function createAlertSubscription(payload: Payload, input: AlertSignupInput): Promise<void> {
  const email = input.email.toLowerCase()
  const query = alertQueryOf(alertStateOf(input.query))
  const { docs } = await payload.find({
    collection: VACANCY_ALERTS,
    where: { and: [{ email: { equals: email } }, { query: { equals: query } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing?.status === 'confirmed') return
  if (!(await claimConfirmationWindow(payload, email))) return
  await storeAsUnit(payload, async (unit) => {
    const subscription =
      existing ??
      (await payload.create({
        collection: VACANCY_ALERTS,
        data: {
          email,
          query,
          label: describeAlertSearch(query),
          frequency: input.frequency,
          status: 'pending',
          nonce: createNonce(),
        },
        overrideAccess: true,
        req: unit.req,
      }))
    if (!existing) unit.created.push({ collection: VACANCY_ALERTS, id: subscription.id })
    await payload.jobs.queue({
      task: SEND_ALERT_CONFIRMATION,
      queue: ALERT_QUEUE_MAIL,
      input: { subscriptionId: subscription.id },
      req: unit.req,
    })
  }).catch(async (error: unknown) => {
    await releaseConfirmationWindow(payload, email).catch(() => undefined)
    throw error
  })
}

/** The subscription a signed link names, if the link is genuine, current and still matches it. */
export async function findAlertByToken(
  payload: Payload,
  token: string | null | undefined,
  purpose: AlertTokenPurpose,
  now = new Date(),
): Promise<AlertLookup> {
  const check = verifyAlertToken(alertKey(payload), token, purpose, now)
  if (!check.ok) return { ok: false, reason: check.reason }
  const subscription = await payload.findByID({
    collection: VACANCY_ALERTS,
    id: check.claims.subscription,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!subscription) return { ok: false, reason: 'notFound' }
  if (subscription.nonce !== check.claims.nonce) return { ok: false, reason: 'invalid' }
  return { ok: true, subscription }
}

/**
 * Double opt-in done: from now on, new vacancies of the search are mailed, counted from the
 * sign-up (the list the visitor saw then), so nothing published while the mail waited is missed.
 */
export async function confirmAlert(payload: Payload, subscription: VacancyAlert, now = new Date()): Promise<void> {
  if (subscription.status === 'confirmed') return
  await payload.update({
    collection: VACANCY_ALERTS,
    id: subscription.id,
    data: { status: 'confirmed', confirmedAt: now.toISOString(), lastCheckedAt: subscription.createdAt },
    overrideAccess: true,
  })
}

export async function changeAlertFrequency(
  payload: Payload,
  subscription: VacancyAlert,
  frequency: AlertFrequency,
): Promise<void> {
  await payload.update({
    collection: VACANCY_ALERTS,
    id: subscription.id,
    data: { frequency },
    overrideAccess: true,
  })
}

/** Unsubscribing deletes the subscription and with it the address. */
export async function deleteAlert(payload: Payload, id: number): Promise<void> {
  await payload.delete({ collection: VACANCY_ALERTS, id, overrideAccess: true })
}
