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

  it('splits the page path from the carried query, whatever the values hold and however often the path is decoded', () => {
    const carried = (query: string) => listQueryPath('/vacatures', parse(query)).split('/').slice(1)
    const segments = carried('page=3&sector=Bouw & Infra&location=’s-Hertogenbosch')
    expect(splitQueryFromSegments(segments)).toEqual({
      path: ['vacatures'],
      query: parse('page=3&sector=Bouw & Infra&location=’s-Hertogenbosch'),
    })
    // Next hands the page its segments decoded: the carried query reads the same.
    expect(splitQueryFromSegments(segments.map(decodeURIComponent))).toEqual(splitQueryFromSegments(segments))
    expect(splitQueryFromSegments(['vacatures'])).toEqual({ path: ['vacatures'], query: parse('') })
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, '%E0%A4%A']).query).toEqual(parse(''))
    expect(splitQueryFromSegments(['vacatures', QUERY_SEGMENT, '_-_-']).query).toEqual(parse(''))
  })

  it('bounds long values', () => {
    expect(parse(`search=${'x'.repeat(500)}`).search).toHaveLength(100)
  })

  it('reads what it writes: the serialised form parses to the same state', () => {
    const query = parse('page=4&search=zorg+%26+welzijn&location=%27s-Hertogenbosch&subject=carriere&vacature=12')
    expect(parse(serialiseListQuery(query))).toEqual(query)
    expect(listHref('/vacatures', query)).toBe(
      '/vacatures?page=4&search=zorg+%26+welzijn&location=%27s-Hertogenbosch&subject=carriere&vacature=12',
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
      'salaris',
      'subject',
      'vacature',
    ])
  })

  it('rewrites filters and pages to a cached path, search texts to the page rendered per request', () => {
    const path = (pathname: string, query: string) => listQueryPath(pathname, parse(query))
    expect(path('/vacatures', 'utm_source=x')).toBe('/vacatures')
    expect(path('/vacatures/', 'sector=Zorg&page=2')).toMatch(new RegExp(`^/vacatures/${QUERY_SEGMENT}/[\\w-]+$`))
    expect(path('/vacatures', 'search=monteur&page=2')).toMatch(
      new RegExp(`^/${SEARCH_SEGMENT}/vacatures/${QUERY_SEGMENT}/[\\w-]+$`),
    )
    // The home page keeps its own path (its header depends on it).
    expect(path('/', 'search=monteur')).toMatch(new RegExp(`^/${QUERY_SEGMENT}/[\\w-]+$`))
    // The search route's catch-all reads the same segments as the cached page's.
    const segments = path('/vacatures', 'search=zorg').split('/').slice(2)
    expect(splitQueryFromSegments(segments)).toEqual({ path: ['vacatures'], query: parse('search=zorg') })
  })
})
