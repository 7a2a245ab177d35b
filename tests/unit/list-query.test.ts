import { describe, expect, it } from 'vitest'

import {
  LIST_QUERY_KEYS,
  listHref,
  parseListQuery,
  QUERY_SEGMENT,
  serialiseListQuery,
  splitQueryFromSegments,
} from '@/content/list-query'

const parse = (search: string) => parseListQuery(new URLSearchParams(search))

describe('list query (one parser for proxy, views and controls)', () => {
  it('keeps known keys, drops empty values, unknown keys and page 1', () => {
    const query = parse('page=1&search=%20bouw%20&utm_source=x&sector=')
    expect(serialiseListQuery(query)).toBe('search=bouw')
    expect(query).toMatchObject({ page: 1, search: 'bouw', sector: '', subject: null })
  })

  it('serialises in a fixed key order so equal queries share one cache entry', () => {
    const a = serialiseListQuery(parse('sector=Zorg&page=2'))
    const b = serialiseListQuery(parse('page=2&sector=Zorg'))
    expect(a).toBe(b)
    expect(a).toBe('page=2&sector=Zorg')
  })

  it('splits the page path from the carried query', () => {
    const encoded = encodeURIComponent('page=3&search=zorg')
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, encoded])).toEqual({
      path: ['vacatures'],
      query: parse('page=3&search=zorg'),
    })
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, encoded]).query).toMatchObject({
      page: 3,
      search: 'zorg',
    })
    expect(splitQueryFromSegments(['vacatures'])).toEqual({ path: ['vacatures'], query: parse('') })
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, '%E0%A4%A']).query).toEqual(parse(''))
  })

  it('bounds long values', () => {
    expect(parse(`search=${'x'.repeat(500)}`).search).toHaveLength(100)
  })

  it('reads what it writes: the serialised form parses to the same state', () => {
    const query = parse('page=4&search=zorg+%26+welzijn&location=%27s-Hertogenbosch&subject=3&vacature=12')
    expect(parse(serialiseListQuery(query))).toEqual(query)
    expect(listHref('/vacatures', query)).toBe(
      '/vacatures?page=4&search=zorg+%26+welzijn&location=%27s-Hertogenbosch&subject=3&vacature=12',
    )
  })

  it('names every key once, in URL order', () => {
    expect(LIST_QUERY_KEYS).toEqual([
      'page',
      'search',
      'location',
      'function',
      'sector',
      'near',
      'km',
      'sort',
      'subject',
      'vacature',
    ])
  })
})
