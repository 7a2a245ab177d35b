import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signing scheme of the ATS link, both ways (docs/ats.md): an HMAC-SHA256 with the shared
 * secret over `<timestamp>.<body>`, the timestamp in whole seconds since the epoch. Signing the
 * timestamp with the body lets the receiver refuse an old message replayed later.
 */
export const ATS_HEADERS = {
  timestamp: 'x-koers-timestamp',
  signature: 'x-koers-signature',
  idempotencyKey: 'idempotency-key',
} as const

/** A signed message older or newer than this (clock drift included) is refused. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60

const PREFIX = 'sha256='

const hmac = (secret: string, timestamp: string, body: string | Uint8Array) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest()

/** The signature header's value for a body sent at `timestamp`. */
export function signAtsMessage(secret: string, timestamp: string, body: string | Uint8Array): string {
  return `${PREFIX}${hmac(secret, timestamp, body).toString('hex')}`
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'stale' }

/**
 * Checks a received message: both headers present, the signature matches (compared in constant
 * time) and the timestamp lies within the window around `now`.
 */
export function verifyAtsSignature(
  secret: string,
  { timestamp, signature }: { timestamp: string | null; signature: string | null },
  body: Uint8Array,
  now = new Date(),
): SignatureCheck {
  if (!timestamp || !signature) return { ok: false, reason: 'missing' }
  if (!/^\d{1,12}$/.test(timestamp) || !signature.startsWith(PREFIX)) return { ok: false, reason: 'invalid' }
  const given = Buffer.from(signature.slice(PREFIX.length), 'hex')
  const expected = hmac(secret, timestamp, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp))
  return age > SIGNATURE_WINDOW_SECONDS ? { ok: false, reason: 'stale' } : { ok: true }
}

/** The idempotency key of an application's delivery: the same for every try. */
export const idempotencyKeyOf = (applicationId: number) => `application-${applicationId}`

/** The application an idempotency key names, or null. */
export function applicationIdOfKey(key: string): number | null {
  const match = /^application-(\d{1,15})$/.exec(key)
  return match ? Number(match[1]) : null
}
