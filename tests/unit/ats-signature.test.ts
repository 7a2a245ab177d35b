import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { applicationIdOfKey, idempotencyKeyOf, signAtsMessage, verifyAtsSignature } from '@/ats/signature'
import { parseStatusMessage } from '@/ats/status-message'
import { nl } from '@/i18n/nl'

const secret = 'shared-secret'
const body = Buffer.from('{"applicationId":12,"status":"hired"}')
const at = new Date('2026-11-26T09:00:00Z')
const timestamp = String(at.getTime() / 1000)

describe('the ATS signing scheme', () => {
  it('is an HMAC-SHA256 over timestamp, a dot and the body, in hex after sha256=', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body.toString()}`).digest('hex')
    expect(signAtsMessage(secret, timestamp, body)).toBe(`sha256=${expected}`)
  })

  it('accepts its own signature within five minutes either way, and nothing else', () => {
    const signature = signAtsMessage(secret, timestamp, body)
    const check = (headers: { timestamp: string | null; signature: string | null }, now = at, bytes = body) =>
      verifyAtsSignature(secret, headers, bytes, now)
    const accepted = { ok: true, receiptKey: signature }
    expect(check({ timestamp, signature })).toEqual(accepted)
    expect(check({ timestamp, signature }, new Date(at.getTime() + 299_000))).toEqual(accepted)
    expect(check({ timestamp, signature }, new Date(at.getTime() - 299_000))).toEqual(accepted)
    expect(check({ timestamp, signature }, new Date(at.getTime() + 301_000))).toEqual({ ok: false, reason: 'stale' })
    expect(check({ timestamp, signature: null })).toEqual({ ok: false, reason: 'missing' })
    expect(check({ timestamp, signature }, at, Buffer.from('{}'))).toEqual({ ok: false, reason: 'invalid' })
    expect(check({ timestamp: String(Number(timestamp) + 1), signature })).toEqual({ ok: false, reason: 'invalid' })
    expect(check({ timestamp, signature: signature.replace('sha256=', 'sha1=') })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(check({ timestamp: '1e9', signature })).toEqual({ ok: false, reason: 'invalid' })
  })

  it('accepts only the canonical spelling: lowercase hex, 64 digits, nothing after it', () => {
    const signature = signAtsMessage(secret, timestamp, body)
    const hex = signature.slice('sha256='.length)
    const respellings = [
      `sha256=${hex.toUpperCase()}`,
      `SHA256=${hex}`,
      `${signature}0`,
      `${signature}zz`,
      `${signature} `,
      ` ${signature}`,
      `sha256=${hex.slice(0, 63)}`,
      `sha256=${hex.slice(0, 62)}zz`,
    ]
    for (const respelled of respellings) {
      expect(verifyAtsSignature(secret, { timestamp, signature: respelled }, body, at)).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })

  it('names an application by a stable idempotency key', () => {
    expect(idempotencyKeyOf(42)).toBe('application-42')
    expect(applicationIdOfKey('application-42')).toBe(42)
    expect(applicationIdOfKey('application-4x')).toBeNull()
    expect(applicationIdOfKey('order-42')).toBeNull()
  })
})

describe('the status message', () => {
  it('names the application by id or key and takes our statuses', () => {
    expect(parseStatusMessage({ applicationId: 3, status: 'invited' })).toEqual({
      ok: true,
      change: { applicationId: 3, status: 'invited' },
    })
    expect(
      parseStatusMessage({ idempotencyKey: 'application-3', status: 'rejected', changedAt: '2026-11-26T10:00:00Z' }),
    ).toEqual({ ok: true, change: { applicationId: 3, status: 'rejected' } })
  })

  it('refuses what it cannot read, in Dutch', () => {
    const refusals = nl.ats.refusals
    expect(parseStatusMessage({ applicationId: 3, idempotencyKey: 'application-4', status: 'hired' })).toEqual({
      ok: false,
      errors: [refusals.mismatch],
    })
    expect(parseStatusMessage({ status: 'hired' })).toEqual({ ok: false, errors: [refusals.noApplication] })
    expect(parseStatusMessage('hired')).toEqual({ ok: false, errors: [refusals.notObject] })
    expect(parseStatusMessage({ applicationId: 3, status: 'hired', extra: 1 })).toEqual({
      ok: false,
      errors: [refusals.unknownField('extra')],
    })
    expect(parseStatusMessage({ applicationId: -1, status: 'hired' })).toEqual({
      ok: false,
      errors: [refusals.applicationId],
    })
    expect(parseStatusMessage({ applicationId: 3, status: 'hired', changedAt: 'gisteren' })).toEqual({
      ok: false,
      errors: [refusals.changedAt],
    })
  })
})
