import { deriveTokenKey, signToken, verifyToken } from '@/data/signed-token'

export { createNonce } from '@/data/signed-token'

/**
 * Signed links of vacancy alerts (src/data/signed-token.ts): the payload names the subscription and
 * its nonce (no e-mail address), what the link may do and, for confirmation links, when it expires.
 */
export type AlertTokenPurpose = 'confirm' | 'manage'

export type AlertTokenClaims = { purpose: AlertTokenPurpose; subscription: number; nonce: string; expiresAt?: number }

export type AlertTokenCheck = { ok: true; claims: AlertTokenClaims } | { ok: false; reason: 'invalid' | 'expired' }

/** A confirmation link works for seven days: as long as an unconfirmed sign-up is kept. */
export const CONFIRM_TOKEN_SECONDS = 7 * 24 * 60 * 60

/** The HMAC key for alert links, derived from the app's secret and bound to this use. */
export function deriveAlertKey(secret: string): Buffer {
  return deriveTokenKey(secret, 'koers-vacancy-alerts', 'alert-token-v1')
}

export function signAlertToken(key: Buffer, { subscription, ...claims }: AlertTokenClaims): string {
  return signToken(key, { ...claims, subject: subscription })
}

/** Checks signature, shape, purpose and expiry; a confirmation link without an expiry is refused. */
export function verifyAlertToken(
  key: Buffer,
  token: string | null | undefined,
  purpose: AlertTokenPurpose,
  now = new Date(),
): AlertTokenCheck {
  const check = verifyToken(key, token, purpose, now)
  if (!check.ok) return check
  const { subject, ...claims } = check.claims
  if (purpose === 'confirm' && claims.expiresAt === undefined) return { ok: false, reason: 'expired' }
  return { ok: true, claims: { ...claims, subscription: subject } }
}

/** The expiry of a confirmation link created at `now`, in seconds since the epoch. */
export function confirmExpiry(now = new Date()): number {
  return Math.floor(now.getTime() / 1000) + CONFIRM_TOKEN_SECONDS
}
