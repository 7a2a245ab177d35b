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

/**
 * The one spelling a signature header may have. Node's hex decoder ignores case and stops at the
 * first character that is not hex, so without this one signature could be sent in many spellings
 * that all verify, each a new receipt: a replay under another name.
 */
const CANONICAL_SIGNATURE = /^sha256=[0-9a-f]{64}$/

const hmac = (secret: string, timestamp: string, body: string | Uint8Array) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest()

/** The signature header's value for a body sent at `timestamp`. */
export function signAtsMessage(secret: string, timestamp: string, body: string | Uint8Array): string {
  return `${PREFIX}${hmac(secret, timestamp, body).toString('hex')}`
}

export type SignatureCheck = { ok: true; receiptKey: string } | { ok: false; reason: 'missing' | 'invalid' | 'stale' }

/**
 * Checks a received message: both headers present, the signature in its canonical form, matching
 * (compared in constant time), and the timestamp within the window around `now`. An accepted
 * message's receipt key is made from the decoded digest, so that it names the message, not the
 * header's spelling.
 */
export function verifyAtsSignature(
  secret: string,
  { timestamp, signature }: { timestamp: string | null; signature: string | null },
  body: Uint8Array,
  now = new Date(),
): SignatureCheck {
  if (!timestamp || !signature) return { ok: false, reason: 'missing' }
  if (!/^\d{1,12}$/.test(timestamp) || !CANONICAL_SIGNATURE.test(signature)) return { ok: false, reason: 'invalid' }
  const given = Buffer.from(signature.slice(PREFIX.length), 'hex')
  const expected = hmac(secret, timestamp, body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp))
  if (age > SIGNATURE_WINDOW_SECONDS) return { ok: false, reason: 'stale' }
  return { ok: true, receiptKey: `${PREFIX}${given.toString('hex')}` }
}

/** The idempotency key of an application's delivery: the same for every try. */
export const idempotencyKeyOf = (applicationId: number) => `application-${applicationId}`

/** The application an idempotency key names, or null. */
export function applicationIdOfKey(key: string): number | null {
  const match = /^application-(\d{1,15})$/.exec(key)
  return match ? Number(match[1]) : null
}
