import { describe, expect, it } from 'vitest'

import { BodyError, parseRequestBody, readLimitedBody } from '@/forms/body'
import { clientAddress, normaliseAddress } from '@/forms/client-address'
import { createMemoryStore } from '@/forms/rate-limit'
import { tryAcquireUploadSlot } from '@/forms/upload-slots'

const headers = (forwarded: string) => new Headers({ 'x-forwarded-for': forwarded })

describe('clientAddress', () => {
  it('takes the entry the nearest trusted proxy added, never what the client wrote before it', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(headers('1.2.3.4, 203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(headers('1.2.3.4, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7')
    expect(clientAddress(headers('203.0.113.7'), 3)).toBe('203.0.113.7')
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1')
    expect(clientAddress(new Headers())).toBe('unknown')
  })

  it('counts IPv6 clients by their /64 network and unwraps IPv4-mapped addresses', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(normaliseAddress('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64')
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64')
    expect(normaliseAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normaliseAddress('192.0.2.1:5555')).toBe('192.0.2.1')
    expect(normaliseAddress('<script>')).toBe('unknown')
  })
})

describe('memory rate-limit store', () => {
  it('counts per key within a window and starts again after it', async () => {
    let now = 1_000
    const store = createMemoryStore(() => now)
    for (let hit = 1; hit <= 6; hit++) expect((await store.hit('a', 600_000)).count).toBe(hit)
    expect((await store.hit('b', 600_000)).count).toBe(1)
    now += 600_000
    expect(await store.hit('a', 600_000)).toEqual({ count: 1, resetAt: now + 600_000 })
  })

  it('stays bounded under a flood of addresses', async () => {
    const store = createMemoryStore(() => 0)
    for (let index = 0; index < 10_050; index++) await store.hit(`address-${index}`, 1000)
    // The oldest were dropped to make room: they count from one again.
    expect((await store.hit('address-0', 1000)).count).toBe(1)
    expect((await store.hit('address-10049', 1000)).count).toBe(2)
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
  it('hands out at most the maximum and takes each back once', () => {
    const first = tryAcquireUploadSlot(2)
    const second = tryAcquireUploadSlot(2)
    expect(first && second).toBeTruthy()
    expect(tryAcquireUploadSlot(2)).toBeNull()
    first?.()
    first?.()
    const third = tryAcquireUploadSlot(2)
    expect(third).toBeTruthy()
    expect(tryAcquireUploadSlot(2)).toBeNull()
    second?.()
    third?.()
  })
})
