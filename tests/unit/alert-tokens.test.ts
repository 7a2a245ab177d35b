import { describe, expect, it } from 'vitest'

import {
  CONFIRM_TOKEN_SECONDS,
  confirmExpiry,
  createNonce,
  deriveAlertKey,
  signAlertToken,
  verifyAlertToken,
} from '@/alerts/tokens'

const key = deriveAlertKey('a-secret-for-the-tests-0123456789abcdef')
const NOW = new Date('2026-03-01T12:00:00.000Z')
const manage = { purpose: 'manage' as const, subscription: 42, nonce: 'n0nce' }

describe('signed alert tokens', () => {
  it('accepts its own manage token and gives back the claims', () => {
    const check = verifyAlertToken(key, signAlertToken(key, manage), 'manage', NOW)
    expect(check).toEqual({ ok: true, claims: { ...manage, expiresAt: undefined } })
  })

  it('accepts a confirmation token until it expires, and refuses it after', () => {
    const token = signAlertToken(key, { ...manage, purpose: 'confirm', expiresAt: confirmExpiry(NOW) })
    expect(verifyAlertToken(key, token, 'confirm', NOW).ok).toBe(true)
    const almost = new Date(NOW.getTime() + (CONFIRM_TOKEN_SECONDS - 1) * 1000)
    expect(verifyAlertToken(key, token, 'confirm', almost).ok).toBe(true)
    const after = new Date(NOW.getTime() + CONFIRM_TOKEN_SECONDS * 1000)
    expect(verifyAlertToken(key, token, 'confirm', after)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a confirmation token without an expiry', () => {
    const token = signAlertToken(key, { ...manage, purpose: 'confirm' })
    expect(verifyAlertToken(key, token, 'confirm', NOW)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses a tampered payload, a tampered signature and another key', () => {
    const token = signAlertToken(key, manage)
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ p: 'manage', s: 43, n: 'n0nce' })).toString('base64url')
    expect(verifyAlertToken(key, `${forged}.${signature}`, 'manage', NOW)).toEqual({ ok: false, reason: 'invalid' })
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA')
    expect(verifyAlertToken(key, `${payload}.${flipped}`, 'manage', NOW)).toEqual({ ok: false, reason: 'invalid' })
    const otherKey = deriveAlertKey('another-secret-0123456789abcdef0123456789')
    expect(verifyAlertToken(otherKey, token, 'manage', NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a token made for the other purpose', () => {
    const confirm = signAlertToken(key, { ...manage, purpose: 'confirm', expiresAt: confirmExpiry(NOW) })
    expect(verifyAlertToken(key, confirm, 'manage', NOW).ok).toBe(false)
    expect(verifyAlertToken(key, signAlertToken(key, manage), 'confirm', NOW).ok).toBe(false)
  })

  it('refuses junk without throwing', () => {
    for (const junk of [undefined, null, '', '.', 'abc', 'a.b.c', '%%%.***', `${'x'.repeat(600)}.abc`]) {
      expect(verifyAlertToken(key, junk, 'manage', NOW)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('makes a different nonce each time', () => {
    expect(createNonce()).not.toEqual(createNonce())
  })
})
