import { describe, expect, it } from 'vitest'

import { tryAcquireUploadSlot } from '@/forms/upload-slots'
import { BodyError, isTooSlow, parseRequestBody, readLimitedBody } from '@/ops/body'
import { clientAddress, normaliseAddress } from '@/ops/client-address'
import { consume, createLimiter } from '@/ops/rate-limit'
import { hasMalformedPath, resolveClientAddress, trustedProxyCount } from '@/ops/request-guard.mjs'

const headers = (forwarded: string) => new Headers({ 'x-forwarded-for': forwarded })

describe('clientAddress', () => {
  it('reads the one address the production server wrote into X-Forwarded-For', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('unknown')
    expect(clientAddress(new Headers())).toBe('unknown')
  })

  it('counts IPv6 clients by their /64 network and unwraps IPv4-mapped addresses', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(normaliseAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8::/64')
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normaliseAddress('192.0.2.1:5555')).toBe('192.0.2.1')
    expect(normaliseAddress('<script>')).toBe('unknown')
    // Forms no proxy writes, though IPv4 parsers accept them.
    expect(normaliseAddress('2130706433')).toBe('unknown')
    expect(normaliseAddress('::ffff:7f00:1')).toBe('127.0.0.1')
  })
})

describe('resolveClientAddress (production server)', () => {
  it('trusts no forwarding header by default: the connection is the client', () => {
    expect(trustedProxyCount({})).toBe(0)
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4', 0)).toBe('127.0.0.1')
  })

  it('behind N proxies takes the entry the outermost trusted proxy appended', () => {
    expect(trustedProxyCount({ TRUSTED_PROXY_COUNT: '2' })).toBe(2)
    expect(resolveClientAddress('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
    expect(resolveClientAddress('10.0.0.1', undefined, 1)).toBe('10.0.0.1')
    expect(resolveClientAddress('10.0.0.1', '203.0.113.7', 3)).toBe('203.0.113.7')
  })

  it('finds paths that cannot be percent-decoded', () => {
    expect(hasMalformedPath('/%E0%A4%A')).toBe(true)
    expect(hasMalformedPath('/vacatures?search=%E0%A4%A')).toBe(false)
    expect(hasMalformedPath('/vacatures/verpleegkundige-%C3%A9')).toBe(false)
  })
})

describe('rate limiter', () => {
  it('counts per key within a window in memory without Redis', async () => {
    const limiter = createLimiter(`test-${Date.now()}`, { points: 5, durationSeconds: 600 }, undefined)
    const logger = { warn: () => undefined }
    const results = []
    for (let hit = 0; hit < 6; hit++) results.push((await consume(limiter, 'a', logger)).allowed)
    expect(results).toEqual([true, true, true, true, true, false])
    expect((await consume(limiter, 'b', logger)).allowed).toBe(true)
    const refused = await consume(limiter, 'a', logger)
    expect(refused.retryAfterSeconds).toBeGreaterThan(500)
  })
})

describe('upload slots', () => {
  it('gives one client address at most its share, whatever the total', () => {
    const first = tryAcquireUploadSlot(4, 'a', 1)
    expect(first).not.toBeNull()
    expect(tryAcquireUploadSlot(4, 'a', 1)).toBeNull()
    const other = tryAcquireUploadSlot(4, 'b', 1)
    expect(other).not.toBeNull()
    first?.release()
    first?.release()
    const again = tryAcquireUploadSlot(4, 'a', 1)
    expect(again).not.toBeNull()
    again?.release()
    other?.release()
  })
})

describe('transfer pace', () => {
  const pace = { minBytesPerSecond: 2048, graceMs: 10_000, deadlineMs: 120_000 }
  it('allows a slow start, then asks for an average rate and a deadline', () => {
    expect(isTooSlow(0, 9_000, pace)).toBe(false)
    expect(isTooSlow(2, 11_000, pace)).toBe(true)
    expect(isTooSlow(30_000, 11_000, pace)).toBe(false)
    expect(isTooSlow(10_000_000, 121_000, pace)).toBe(true)
  })

  it('gives up a body that trickles in', async () => {
    let timer: NodeJS.Timeout | undefined
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new Uint8Array(1)), 50)
      },
      cancel() {
        clearInterval(timer)
      },
    })
    const quick = { minBytesPerSecond: 1000, graceMs: 200, deadlineMs: 10_000 }
    await expect(readLimitedBody(request(stream), 1000, quick)).rejects.toMatchObject({ reason: 'tooSlow' })
  })
})

const request = (body: BodyInit | null, contentType?: string, extra: Record<string, string> = {}) =>
  new Request('http://localhost/x', {
    method: 'POST',
    body,
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)

describe('request bodies', () => {
  it('reads up to the limit and refuses more, counting the stream', async () => {
    expect(new TextDecoder().decode(await readLimitedBody(request('hallo'), 5))).toBe('hallo')
    await expect(readLimitedBody(request('hallo!'), 5)).rejects.toMatchObject({ reason: 'tooLarge' })
    await expect(readLimitedBody(request('x', undefined, { 'content-length': '999' }), 5)).rejects.toMatchObject({
      reason: 'tooLarge',
    })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(4))
        controller.enqueue(new Uint8Array(4))
        controller.close()
      },
    })
    await expect(readLimitedBody(request(stream), 5)).rejects.toBeInstanceOf(BodyError)
  })

  it('parses forms and JSON objects, keeping the first of repeated fields', async () => {
    const form = new FormData()
    form.append('name', 'een')
    form.append('name', 'twee')
    form.append('cv', new File(['x'], 'cv.pdf'))
    const multipart = await parseRequestBody(request(form), { limit: 10_000, allowJson: false })
    expect(multipart.fields).toEqual({ name: 'een' })
    expect(multipart.files.cv?.name).toBe('cv.pdf')
    const encoded = await parseRequestBody(
      request('name=Jan&email=jan%40example.nl', 'application/x-www-form-urlencoded'),
      { limit: 1000, allowJson: false },
    )
    expect(encoded.fields).toEqual({ name: 'Jan', email: 'jan@example.nl' })
    const json = await parseRequestBody(request('{"name":"Jan","__proto__":{"admin":true}}', 'application/json'), {
      limit: 1000,
      allowJson: true,
    })
    expect(json.fields.name).toBe('Jan')
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
  })

  it.each([
    ['[1,2]', 'application/json', 'unreadable'],
    ['{"name":', 'application/json', 'unreadable'],
    ['null', 'application/json', 'unreadable'],
    ['{}', 'application/json; charset=utf-8', null],
    ['naam=x', 'text/plain', 'unsupportedType'],
    ['naam=x', undefined, 'unsupportedType'],
    ['--x\r\nbroken', 'multipart/form-data; boundary=x', 'unreadable'],
    ['{"name":"x"}', 'application/json', null],
  ])('%s as %s', async (body, type, reason) => {
    const parsing = parseRequestBody(request(body, type), { limit: 1000, allowJson: true })
    if (reason) await expect(parsing).rejects.toMatchObject({ reason })
    else await expect(parsing).resolves.toBeTruthy()
  })

  it('does not take JSON where files are expected', async () => {
    await expect(
      parseRequestBody(request('{}', 'application/json'), { limit: 1000, allowJson: false }),
    ).rejects.toMatchObject({ reason: 'unsupportedType' })
  })
})

describe('upload slots', () => {
  it('counts the bytes that arrived against the budget and gives them back once', () => {
    const first = tryAcquireUploadSlot(100)
    const second = tryAcquireUploadSlot(100)
    expect(first?.take(60)).toBe(true)
    expect(second?.take(50)).toBe(false)
    expect(second?.take(40)).toBe(true)
    expect(tryAcquireUploadSlot(100)).toBeNull()
    first?.release()
    first?.release()
    expect(second?.take(60)).toBe(true)
    expect(tryAcquireUploadSlot(100)).toBeNull()
    second?.release()
    tryAcquireUploadSlot(100)?.release()
  })

  it('lets slow posts that sent little take a slot without shutting out others', () => {
    const slow = ['a', 'b', 'c', 'd'].map((address) => tryAcquireUploadSlot(1000, address, 1))
    for (const slot of slow) expect(slot?.take(64)).toBe(true)
    const valid = tryAcquireUploadSlot(1000, 'e', 1)
    expect(valid?.take(700)).toBe(true)
    valid?.release()
    for (const slot of slow) slot?.release()
  })
})
