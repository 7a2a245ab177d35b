import { describe, expect, it } from 'vitest'

import {
  buildAdminRedirectHref,
  buildEditorMarkerCookie,
  buildExpiredEditorMarkerCookie,
  buildLoginHref,
  buildPreviewHref,
  hasEditorMarker,
  resolveAdminTarget,
} from '@/content/editor'
import { toLocalPath } from '@/routing/local-path'
import { buildRouteTable, resolvePath } from '@/routing/routes'

const table = buildRouteTable([
  { uri: '__home__', pageType: 'home', collection: 'pages', id: 1, updatedAt: '2026-01-01T00:00:00.000Z' },
  { uri: 'contact', pageType: 'contact', collection: 'pages', id: 2, updatedAt: '2026-01-01T00:00:00.000Z' },
  { uri: 'vacatures', pageType: 'vacanciesIndex', collection: 'pages', id: 3, updatedAt: '2026-01-01T00:00:00.000Z' },
  {
    uri: 'vacatures/kok-café',
    pageType: 'vacancy',
    collection: 'vacancies',
    id: 7,
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
])

describe('editor marker cookie', () => {
  it('is found among other cookies', () => {
    expect(hasEditorMarker('a=1; koers-editor=1; b=2')).toBe(true)
    expect(hasEditorMarker('koers-editor=0')).toBe(false)
    expect(hasEditorMarker('')).toBe(false)
  })

  it('is a readable, path-wide cookie that expires with the session', () => {
    expect(buildEditorMarkerCookie({ maxAgeSeconds: 28800, secure: true })).toBe(
      'koers-editor=1; Path=/; Max-Age=28800; SameSite=Lax; Secure',
    )
    expect(buildExpiredEditorMarkerCookie({ secure: false })).toBe('koers-editor=1; Path=/; Max-Age=0; SameSite=Lax')
  })
})

describe('admin redirect', () => {
  it('carries the current full path', () => {
    expect(buildAdminRedirectHref('/vacatures?page=2')).toBe('/admin-redirect?path=%2Fvacatures%3Fpage%3D2')
    expect(buildPreviewHref('/over-ons')).toBe('/admin-preview?path=%2Fover-ons')
  })

  const resolve = (path: string) => Promise.resolve(resolvePath(table, path))

  it("resolves a path to its document's edit view", async () => {
    expect(await resolveAdminTarget(resolve, '/')).toBe('/admin/collections/pages/1')
    expect(await resolveAdminTarget(resolve, '/vacatures?page=2&search=kok')).toBe('/admin/collections/pages/3')
    expect(await resolveAdminTarget(resolve, '/vacatures/kok-caf%C3%A9')).toBe('/admin/collections/vacancies/7')
    expect(await resolveAdminTarget(resolve, '/contact/bedankt')).toBe('/admin/collections/pages/2')
  })

  it('falls back to the dashboard for anything that is not a document', async () => {
    expect(await resolveAdminTarget(resolve, '/bestaat-niet')).toBe('/admin')
    expect(await resolveAdminTarget(resolve, null)).toBe('/admin')
    expect(await resolveAdminTarget(resolve, 'https://evil.example/contact')).toBe('/admin')
  })

  it('never builds a redirect that leaves the site', () => {
    expect(toLocalPath('/contact?x=1#top')).toBe('/contact?x=1')
    expect(toLocalPath('//evil.example/')).toBeNull()
    expect(toLocalPath('/\\evil.example')).toBeNull()
    expect(toLocalPath('https://evil.example/')).toBeNull()
    expect(toLocalPath('javascript:alert(1)')).toBeNull()
    expect(toLocalPath('/vacatures/kok-caf%C3%A9?page=2')).toBe('/vacatures/kok-caf%C3%A9?page=2')
    expect(toLocalPath('/a/./b/../c')).toBe('/a/c')
  })

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/./..//evil.example',
    '/a/../..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/.\\/evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000//evil.example',
    '/contact\\..\\..\\evil.example',
    'http://evil.example/',
    'HTTPS://evil.example',
    ' //evil.example',
    '',
  ])('refuses %j, which a browser could follow off the site', (input) => {
    expect(toLocalPath(input)).toBeNull()
    expect(buildLoginHref('/admin-redirect?path=%2F')).toBe('/admin/login?redirect=%2Fadmin-redirect%3Fpath%3D%252F')
    expect(buildLoginHref('//evil.example')).toBe('/admin/login?redirect=%2Fadmin')
  })
})
