import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Signed links of vacancy alerts: `<payload>.<signature>`, both base64url. The payload names the
 * subscription and its nonce (no e-mail address), what the link may do and, for confirmation
 * links, when it expires. The key is derived from Payload's secret, so rotating that secret
 * invalidates every link; deleting a subscription (or a new nonce) invalidates its links.
 */
export type AlertTokenPurpose = 'confirm' | 'manage'

export type AlertTokenClaims = { purpose: AlertTokenPurpose; subscription: number; nonce: string; expiresAt?: number }

export type AlertTokenCheck = { ok: true; claims: AlertTokenClaims } | { ok: false; reason: 'invalid' | 'expired' }

/** A confirmation link works for seven days: as long as an unconfirmed sign-up is kept. */
export const CONFIRM_TOKEN_SECONDS = 7 * 24 * 60 * 60

/** The HMAC key for alert links, derived from the app's secret and bound to this use. */
export function deriveAlertKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'koers-vacancy-alerts', 'alert-token-v1', 32))
}

/** A fresh random nonce for a subscription's links. */
export function createNonce(): string {
  return randomBytes(12).toString('base64url')
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest()

export function signAlertToken(key: Buffer, claims: AlertTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, s: claims.subscription, n: claims.nonce, e: claims.expiresAt }),
  ).toString('base64url')
  return `${payload}.${sign(key, payload).toString('base64url')}`
}

function parseClaims(payload: string): AlertTokenClaims | null {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { p, s, n, e } = value as Record<string, unknown>
  if (p !== 'confirm' && p !== 'manage') return null
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 1) return null
  if (typeof n !== 'string' || !n) return null
  if (e !== undefined && (typeof e !== 'number' || !Number.isFinite(e))) return null
  return { purpose: p, subscription: s, nonce: n, expiresAt: e }
}

/** Checks signature, shape, purpose and expiry (seconds since the epoch); refuses anything else. */
export function verifyAlertToken(
  key: Buffer,
  token: string | null | undefined,
  purpose: AlertTokenPurpose,
  now = new Date(),
): AlertTokenCheck {
  const parts = (token ?? '').split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0].length > 512) return { ok: false, reason: 'invalid' }
  const [payload, signature] = parts
  const expected = sign(key, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const claims = parseClaims(payload)
  if (!claims || claims.purpose !== purpose) return { ok: false, reason: 'invalid' }
  if (purpose === 'confirm' && (claims.expiresAt === undefined || claims.expiresAt * 1000 <= now.getTime())) {
    return { ok: false, reason: 'expired' }
  }
  return { ok: true, claims }
}

/** The expiry of a confirmation link created at `now`, in seconds since the epoch. */
export function confirmExpiry(now = new Date()): number {
  return Math.floor(now.getTime() / 1000) + CONFIRM_TOKEN_SECONDS
}
