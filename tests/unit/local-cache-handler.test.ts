import { describe, expect, it } from 'vitest'

import { entryBytes, heapBytes } from '@/ops/local-cache-handler.mjs'

/** A rendered page as the cache keeps it. */
const page = (html: string, rscBytes: number) => ({
  lastModified: 0,
  value: {
    kind: 'APP_PAGE' as const,
    html,
    rscData: Buffer.alloc(rscBytes),
    headers: undefined,
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  },
})

describe('the page cache weighs entries by what they hold', () => {
  it('counts a Latin-1 string at a byte a character, any other at two', () => {
    expect(heapBytes('één café')).toBe(8)
    expect(heapBytes('€ 3.000 per maand')).toBe(34)
  })

  it('counts a page with a character outside Latin-1 at twice its length, plus its RSC data', () => {
    const latin1 = 'x'.repeat(1000)
    expect(entryBytes(page(latin1, 300), '/a')).toBe(2 + 1000 + 300)
    expect(entryBytes(page(`${latin1.slice(1)}→`, 300), '/a')).toBe(2 + 2000 + 300)
  })

  it('counts a cached read by its JSON at its size in the heap', () => {
    const read = {
      lastModified: 0,
      value: {
        kind: 'FETCH' as const,
        data: { headers: {}, body: '"’"', url: '', status: 200 },
        revalidate: 60,
        tags: [],
      },
    }
    expect(entryBytes(read, 'k')).toBe(1 + 2 * JSON.stringify(read.value.data).length)
  })
})
