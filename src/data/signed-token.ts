import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Signed links in mails: `<payload>.<signature>`, both base64url. The payload names a record by
 * id and its nonce (never an e-mail address), what the link may do and, optionally, when it
 * expires. The key is derived from Payload's secret for one use, so rotating that secret
 * invalidates every link, and a link of one use is no key to another; deleting the record (or
 * giving it a new nonce) invalidates its links.
 */
export type TokenClaims<P extends string = string> = { purpose: P; subject: number; nonce: string; expiresAt?: number }

export type TokenCheck<P extends string = string> =
  { ok: true; claims: TokenClaims<P> } | { ok: false; reason: 'invalid' | 'expired' }

/** An HMAC key derived from the app's secret and bound to one use (`salt`, `info`). */
export function deriveTokenKey(secret: string, salt: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32))
}

/** A fresh random nonce for a record's links; replacing it revokes them. */
export function createNonce(): string {
  return randomBytes(12).toString('base64url')
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest()

export function signToken(key: Buffer, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ p: claims.purpose, s: claims.subject, n: claims.nonce, e: claims.expiresAt }),
  ).toString('base64url')
  return `${payload}.${sign(key, payload).toString('base64url')}`
}

function parseClaims(payload: string): TokenClaims | null {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { p, s, n, e } = value as Record<string, unknown>
  if (typeof p !== 'string') return null
  if (typeof s !== 'number' || !Number.isSafeInteger(s) || s < 1) return null
  if (typeof n !== 'string' || !n) return null
  if (e !== undefined && (typeof e !== 'number' || !Number.isFinite(e))) return null
  return { purpose: p, subject: s, nonce: n, expiresAt: e }
}

/**
 * Checks signature, shape, purpose and expiry (seconds since the epoch, where the token has one);
 * refuses anything else.
 */
export function verifyToken<P extends string>(
  key: Buffer,
  token: string | null | undefined,
  purpose: P,
  now = new Date(),
): TokenCheck<P> {
  const parts = (token ?? '').split('.')
  if (parts.length !== 2 || !parts[0] || !parts[1] || parts[0].length > 512) return { ok: false, reason: 'invalid' }
  const [payload, signature] = parts
  // Compared as text: decoding base64url ignores the spare bits of the last character (and any
  // character outside the alphabet), so comparing decoded bytes would take more than one spelling
  // of a signature.
  const expected = Buffer.from(sign(key, payload).toString('base64url'))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
  const claims = parseClaims(payload)
  if (!claims || claims.purpose !== purpose) return { ok: false, reason: 'invalid' }
  if (claims.expiresAt !== undefined && claims.expiresAt * 1000 <= now.getTime())
    return { ok: false, reason: 'expired' }
  return { ok: true, claims: { ...claims, purpose } }
}
