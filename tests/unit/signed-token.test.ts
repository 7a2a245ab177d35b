import { describe, expect, it } from 'vitest'

import { deriveTokenKey, signToken, verifyToken } from '@/data/signed-token'

const key = deriveTokenKey('secret-0123456789abcdef0123456789abcdef', 'salt', 'info')
const claims = { purpose: 'open', subject: 7, nonce: 'n0nce' }

describe('signed tokens', () => {
  it('open with their own key and purpose only', () => {
    const token = signToken(key, claims)
    expect(verifyToken(key, token, 'open')).toEqual({ ok: true, claims: { ...claims, expiresAt: undefined } })
    expect(verifyToken(key, token, 'other').ok).toBe(false)
    expect(verifyToken(deriveTokenKey('another-secret-0123456789abcdef01234', 'salt', 'info'), token, 'open').ok).toBe(
      false,
    )
  })

  it('take one spelling of a signature: a changed last character is refused even where it decodes alike', () => {
    const token = signToken(key, claims)
    const [body, signature] = token.split('.')
    // 32 bytes take 43 characters; the last one carries 4 bits and 2 spare ones.
    const last = signature.at(-1)!
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    const sameBits = alphabet[alphabet.indexOf(last) + 1]
    expect(Buffer.from(`${signature.slice(0, -1)}${sameBits}`, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    )
    expect(verifyToken(key, `${body}.${signature.slice(0, -1)}${sameBits}`, 'open').ok).toBe(false)
    expect(verifyToken(key, `${body}.${signature}=`, 'open').ok).toBe(false)
    expect(verifyToken(key, `${body}.${signature} `, 'open').ok).toBe(false)
  })

  it('expire at their moment', () => {
    const token = signToken(key, { ...claims, expiresAt: 1_000 })
    expect(verifyToken(key, token, 'open', new Date(999_000)).ok).toBe(true)
    expect(verifyToken(key, token, 'open', new Date(1_000_000))).toEqual({ ok: false, reason: 'expired' })
  })
})
