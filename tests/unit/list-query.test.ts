import { describe, expect, it } from 'vitest'

import {
  LIST_QUERY_KEYS,
  listHref,
  listQueryPath,
  parseListQuery,
  redundantListParams,
  serialiseListQuery,
  splitQueryFromSegments,
} from '@/lists/list-query'
import { QUERY_SEGMENT, SEARCH_SEGMENT } from '@/lists/list-segments'

const parse = (search: string) => parseListQuery(new URLSearchParams(search))

describe('list query (one parser for proxy, views and controls)', () => {
  it('keeps known keys, drops empty values, unknown keys and page 1', () => {
    const query = parse('page=1&search=%20bouw%20&utm_source=x&sector=')
    expect(serialiseListQuery(query)).toBe('search=bouw')
    expect(query).toMatchObject({ page: 1, search: 'bouw', sector: '', subject: null })
  })

  it('names the keys a URL leaves out: empty, default, or a radius without a place', () => {
    const redundant = (query: string) => redundantListParams(new URLSearchParams(query))
    expect(redundant('search=&function=&sector=Zorg&location=&km=25&near=&sort=relevantie')).toEqual([
      'search',
      'location',
      'function',
      'near',
      'km',
      'sort',
    ])
    expect(redundant('page=1&km=10')).toEqual(['page', 'km'])
    expect(redundant('page=2&near=Utrecht&km=10&sort=nieuwste')).toEqual([])
    expect(redundant('near=Utrecht&km=25')).toEqual(['km'])
    expect(redundant('')).toEqual([])
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

  it('rewrites filters and pages to a cached path, search texts to the page rendered per request', () => {
    const path = (pathname: string, query: string) => listQueryPath(pathname, parse(query))
    expect(path('/vacatures', 'utm_source=x')).toBe('/vacatures')
    expect(path('/vacatures/', 'sector=Zorg&page=2')).toBe(`/vacatures/${QUERY_SEGMENT}/page%3D2%26sector%3DZorg`)
    expect(path('/vacatures', 'search=monteur&page=2')).toBe(
      `/${SEARCH_SEGMENT}/vacatures/${QUERY_SEGMENT}/page%3D2%26search%3Dmonteur`,
    )
    // The home page keeps its own path (its header depends on it).
    expect(path('/', 'search=monteur')).toBe(`/${QUERY_SEGMENT}/search%3Dmonteur`)
    // The search route's catch-all reads the same segments as the cached page's.
    const segments = path('/vacatures', 'search=zorg').split('/').slice(2)
    expect(splitQueryFromSegments(segments)).toEqual({ path: ['vacatures'], query: parse('search=zorg') })
  })
})
