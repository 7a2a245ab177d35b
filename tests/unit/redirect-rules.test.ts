import { describe, expect, it } from 'vitest'

import {
  copySlug,
  redirectLocation,
  withoutTrailingSlash,
  copySlugStem,
  followRedirectChain,
  normaliseRedirectDestination,
  normaliseRedirectSource,
  redirectTarget,
} from '@/routing/redirect-rules'
import { routeCandidates } from '@/routing/routes'

describe('slug of a copy', () => {
  it('takes the first free -kopie suffix', () => {
    expect(copySlug('monteur', new Set(['monteur']))).toBe('monteur-kopie')
    expect(copySlug('monteur', new Set(['monteur', 'monteur-kopie']))).toBe('monteur-kopie-2')
    expect(copySlug('monteur', new Set(['monteur-kopie', 'monteur-kopie-2', 'monteur-kopie-4']))).toBe(
      'monteur-kopie-3',
    )
  })

  it('starts again from the original when a copy is copied', () => {
    expect(copySlug('monteur-kopie', new Set(['monteur', 'monteur-kopie']))).toBe('monteur-kopie-2')
    expect(copySlug('monteur-kopie-2', new Set(['monteur-kopie', 'monteur-kopie-2']))).toBe('monteur-kopie-3')
    expect(copySlugStem('monteur-kopie-7')).toBe('monteur-kopie')
  })

  it('gives the home page a copy with an ordinary slug', () => {
    expect(copySlug('__home__', new Set())).toBe('home-kopie')
  })

  it('never returns a slug that is taken', () => {
    const taken = new Set<string>()
    for (let index = 0; index < 50; index++) {
      const next = copySlug('bericht', taken)
      expect(taken.has(next)).toBe(false)
      taken.add(next)
    }
    expect(taken.size).toBe(50)
  })
})

describe('redirect source', () => {
  it('is the normalised, decoded path of this site', () => {
    expect(normaliseRedirectSource('vacatures/oude-titel/')).toBe('/vacatures/oude-titel')
    expect(normaliseRedirectSource('/Actie?utm_source=x#top')).toBe('/Actie')
    expect(normaliseRedirectSource('/vacatures/caf%C3%A9')).toBe('/vacatures/café')
    expect(normaliseRedirectSource('https://www.koersgroep.nl/oud', 'https://www.koersgroep.nl')).toBe('/oud')
  })

  it.each([
    '',
    '/',
    '//evil.example',
    '/.//evil.example',
    '/\\evil',
    'https://evil.example/x',
    '/admin',
    '/api/users',
    '/_next/x',
  ])('refuses %j', (input) => {
    expect(normaliseRedirectSource(input)).toBeNull()
  })
})

describe('redirect destination', () => {
  it('is a local path or a full http(s) address', () => {
    expect(normaliseRedirectDestination('/contact?x=1')).toBe('/contact?x=1')
    expect(normaliseRedirectDestination('https://www.example.org/a')).toBe('https://www.example.org/a')
  })

  it.each(['//evil.example', '/.//evil.example', 'javascript:alert(1)', 'contact', 'https://u:p@evil.example', ''])(
    'refuses %j',
    (input) => {
      expect(normaliseRedirectDestination(input)).toBeNull()
    },
  )
})

describe('redirect target', () => {
  it('follows the document while it is published', () => {
    const to = (status: 'draft' | 'published') => ({
      type: 'reference' as const,
      reference: {
        relationTo: 'news' as const,
        value: { id: 1, uri: 'nieuws/nieuw', _status: status } as never,
      },
    })
    expect(redirectTarget({ to: to('published'), type: '308' })).toEqual({ to: '/nieuws/nieuw', status: 308 })
    expect(redirectTarget({ to: to('published'), type: '307' })).toEqual({ to: '/nieuws/nieuw', status: 307 })
    expect(redirectTarget({ to: to('draft'), type: '308' })).toBeNull()
    expect(redirectTarget({ to: { type: 'custom', url: '//evil.example' }, type: '308' })).toBeNull()
  })
})

describe('redirect chains', () => {
  const chain = (map: Record<string, string>) => async (path: string) => map[path] ?? null

  it('ends where no further redirect starts', async () => {
    expect(await followRedirectChain('/a', '/b', chain({ '/b': '/c', '/c': '/d' }))).toBe('/d')
    expect(await followRedirectChain('/a', 'https://example.org', chain({}))).toBe('https://example.org')
  })

  it('detects a loop back to the source or within the chain', async () => {
    expect(await followRedirectChain('/a', '/a', chain({}))).toBe('loop')
    expect(await followRedirectChain('/a', '/b', chain({ '/b': '/a' }))).toBe('loop')
    expect(await followRedirectChain('/a', '/b', chain({ '/b': '/c', '/c': '/b' }))).toBe('loop')
  })
})

describe('route candidates', () => {
  it('looks in the prefixed collection first, then pages, with the form page of a thank-you path', () => {
    expect(routeCandidates('/')).toEqual([{ collection: 'pages', uris: ['__home__'] }])
    expect(routeCandidates('/vacatures')).toEqual([{ collection: 'pages', uris: ['vacatures'] }])
    expect(routeCandidates('/vacatures/monteur')).toEqual([
      { collection: 'vacancies', uris: ['vacatures/monteur'] },
      { collection: 'pages', uris: ['vacatures/monteur'] },
    ])
    expect(routeCandidates('/contact/bedankt')).toEqual([{ collection: 'pages', uris: ['contact/bedankt', 'contact'] }])
  })
})

describe('the one hop of a redirect', () => {
  it('keeps the visitor’s query unless the target has its own', () => {
    expect(redirectLocation('/nieuw', '?utm_source=nieuwsbrief&page=2')).toBe('/nieuw?utm_source=nieuwsbrief&page=2')
    expect(redirectLocation('/nieuw#vacatures', '?a=1')).toBe('/nieuw?a=1#vacatures')
    expect(redirectLocation('/nieuw?b=2', '?a=1')).toBe('/nieuw?b=2')
    expect(redirectLocation('https://www.example.org/x', '?a=1')).toBe('https://www.example.org/x?a=1')
    expect(redirectLocation('/nieuw', '')).toBe('/nieuw')
  })

  it('takes the trailing slash off every path but the root', () => {
    expect(withoutTrailingSlash('/oud/')).toBe('/oud')
    expect(withoutTrailingSlash('/oud//')).toBe('/oud')
    expect(withoutTrailingSlash('/oud')).toBe('/oud')
    expect(withoutTrailingSlash('/')).toBe('/')
  })
})
