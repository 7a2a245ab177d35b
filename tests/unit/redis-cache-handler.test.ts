import { describe, expect, it } from 'vitest'

import { deserialise, isExpiredByTags, serialise } from '@/ops/redis-cache-handler.mjs'

describe('Redis cache handler', () => {
  it('keeps Buffers and Maps of rendered pages through serialisation', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>Hoi</p>',
      rscData: Buffer.from([1, 2, 3]),
      segmentData: new Map([['/a', Buffer.from('x')]]),
    }
    const copy = deserialise(serialise(value))
    expect(copy.html).toBe('<p>Hoi</p>')
    expect(Buffer.isBuffer(copy.rscData)).toBe(true)
    expect([...copy.rscData]).toEqual([1, 2, 3])
    expect(copy.segmentData.get('/a').toString()).toBe('x')
  })

  it('expires an entry only for a tag expired after it was stored', () => {
    const now = 10_000
    expect(isExpiredByTags([null], 5_000, now)).toBe(false)
    expect(isExpiredByTags([6_000], 5_000, now)).toBe(true)
    expect(isExpiredByTags([4_000], 5_000, now)).toBe(false)
    // An expiry scheduled for later does not count yet.
    expect(isExpiredByTags([12_000], 5_000, now)).toBe(false)
  })
})
