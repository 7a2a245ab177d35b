import { describe, expect, it } from 'vitest'

import { normaliseListQuery, QUERY_SEGMENT, serialiseListQuery, splitQueryFromSegments } from '@/content/list-query'

describe('list query in the path', () => {
  it('keeps known keys, drops empty values, unknown keys and page 1', () => {
    const query = normaliseListQuery(new URLSearchParams('page=1&search=%20bouw%20&utm_source=x&sector='))
    expect(query).toEqual({ search: 'bouw' })
  })

  it('serialises in a fixed key order so equal queries share one cache entry', () => {
    const a = serialiseListQuery(normaliseListQuery(new URLSearchParams('sector=Zorg&page=2')))
    const b = serialiseListQuery(normaliseListQuery(new URLSearchParams('page=2&sector=Zorg')))
    expect(a).toBe(b)
    expect(a).toBe('page=2&sector=Zorg')
  })

  it('splits the page path from the carried query', () => {
    const encoded = encodeURIComponent('page=3&search=zorg')
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, encoded])).toEqual({
      path: ['vacatures'],
      query: { page: '3', search: 'zorg' },
    })
    expect(splitQueryFromSegments(['vacatures'])).toEqual({ path: ['vacatures'], query: {} })
  })

  it('bounds long values', () => {
    const query = normaliseListQuery(new URLSearchParams({ search: 'x'.repeat(500) }))
    expect(query.search).toHaveLength(100)
  })
})
