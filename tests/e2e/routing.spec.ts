import { expect, test, type APIRequestContext } from '@playwright/test'

import { loginAsEditor } from './helpers'

/** Shapes that a browser resolves to another host when they end up in a Location header. */
const OFF_SITE_PATHS = [
  '//evil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example',
  '/%2e%2e//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/.\\/evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
]

/** A redirect stays on this site: a same-origin path that no browser reads as another host. */
function expectSameOrigin(location: string | undefined, baseURL: string, shape: string) {
  expect(location, shape).toBeTruthy()
  expect(location, shape).toMatch(/^\/(?![/\\])/)
  expect(new URL(location!, baseURL).origin, shape).toBe(new URL(baseURL).origin)
}

async function locationOf(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  expect(response.status(), url).toBe(307)
  return response.headers().location
}

test.describe('no open redirect', () => {
  test('leaving the preview, starting it and the edit redirect never send anyone off the site', async ({
    playwright,
    baseURL,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL })
    const editor = await playwright.request.newContext({ baseURL })
    await loginAsEditor(editor)
    for (const shape of OFF_SITE_PATHS) {
      const path = encodeURIComponent(shape)
      for (const request of [anonymous, editor]) {
        expectSameOrigin(await locationOf(request, `/admin-preview/exit?path=${path}`), baseURL!, shape)
        expectSameOrigin(await locationOf(request, `/admin-preview?path=${path}`), baseURL!, shape)
        expectSameOrigin(await locationOf(request, `/admin-redirect?path=${path}`), baseURL!, shape)
      }
      // Also when the shape arrives unencoded in the query string.
      expectSameOrigin(await locationOf(anonymous, `/admin-preview/exit?path=${shape}`), baseURL!, shape)
    }
    // Someone else's page as referer: back to the home page, not there.
    const response = await anonymous.get('/admin-preview/exit', {
      maxRedirects: 0,
      headers: { referer: 'https://evil.example/page' },
    })
    expect(response.headers().location).toBe('/')
    // A same-origin path still works.
    expect(await locationOf(anonymous, '/admin-preview/exit?path=%2Fvacatures%3Fpage%3D2')).toBe('/vacatures?page=2')
    await anonymous.dispose()
    await editor.dispose()
  })
})

test.describe('the route table', () => {
  test('the route-table API pages with a Link header and refuses a malformed cursor', async ({ request }) => {
    const first = await request.get('/api/route-table?limit=50')
    expect(first.status()).toBe(200)
    const firstPage = await first.json()
    expect(Object.keys(firstPage).length).toBeGreaterThanOrEqual(50)
    const next = first.headers().link?.match(/<([^>]+)>; rel="next"/)?.[1]
    expect(next).toMatch(/^\/api\/route-table\?after=[a-zA-Z]+%3A\d+&limit=50$/)
    const second = await (await request.get(next!)).json()
    for (const path of Object.keys(second)) expect(firstPage[path], path).toBeUndefined()
    expect((await request.get('/api/route-table')).headers().link).toBeUndefined()
    for (const bad of ['after=users:1', 'after=pages:x', 'limit=0', 'limit=5000', 'limit=abc']) {
      expect((await request.get(`/api/route-table?${bad}`)).status(), bad).toBe(400)
    }
  })
})
