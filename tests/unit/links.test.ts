import { describe, expect, it } from 'vitest'

import { isExternalHref, resolveLinkHref } from '@/routing/links'

describe('links from the content system', () => {
  it('resolves entry links to / plus the uri, and __home__ to /', () => {
    expect(resolveLinkHref({ type: 'entry', reference: { relationTo: 'pages', value: { uri: 'contact' } } })).toBe(
      '/contact',
    )
    expect(resolveLinkHref({ type: 'entry', reference: { relationTo: 'pages', value: { uri: '__home__' } } })).toBe('/')
  })

  it('gives no href for an unpopulated or missing reference', () => {
    expect(resolveLinkHref({ type: 'entry', reference: { relationTo: 'pages', value: 4 } })).toBeNull()
    expect(resolveLinkHref(null)).toBeNull()
  })

  it('keeps custom URLs as given', () => {
    expect(resolveLinkHref({ type: 'custom', url: ' https://example.nl ' })).toBe('https://example.nl')
    expect(resolveLinkHref({ type: 'custom', url: '/vacatures?sector=Bouw' })).toBe('/vacatures?sector=Bouw')
  })

  it('treats http, https and ftp targets as external, all others as internal', () => {
    expect(isExternalHref('https://linkedin.com')).toBe(true)
    expect(isExternalHref('HTTP://example.nl')).toBe(true)
    expect(isExternalHref('ftp://files.example.nl')).toBe(true)
    expect(isExternalHref('/contact')).toBe(false)
    expect(isExternalHref('mailto:info@koersgroep.nl')).toBe(false)
  })
})
