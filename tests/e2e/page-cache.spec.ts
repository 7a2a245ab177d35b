import { expect, test, type APIRequestContext } from '@playwright/test'

import { firstOptimisedImage, routeTable } from './helpers'

/** One path of every page type in the route table, and the list pages with a query. */
async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  const table = await routeTable(request)
  const byType = new Map<string, string>()
  for (const [path, route] of Object.entries(table)) {
    if (route.pageType === 'redirect') continue
    if (!byType.has(route.pageType) && !path.includes('%')) byType.set(route.pageType, path)
  }
  const vacancy = Object.entries(table).find(([, route]) => route.pageType === 'vacancy')!
  return [
    ...byType.values(),
    '/blog?page=2',
    '/ervaringen-van-professionals?page=2',
    '/vacatures?page=2',
    '/vacatures?location=Utrecht',
    `/solliciteren?vacature=${vacancy[1].id}`,
    '/contact/bedankt',
  ]
}

test.describe('page cache', () => {
  test('every page type, lists with a query included, is served from Next’s cache on the next request', async ({
    request,
  }) => {
    const paths = await pagesToCheck(request)
    expect(paths.length).toBeGreaterThan(15)
    for (const path of paths) {
      expect((await request.get(path)).status(), path).toBe(200)
      const again = await request.get(path)
      expect(again.status(), path).toBe(200)
      // STALE is a cached copy too (served while a fresh one renders in the background).
      expect(['HIT', 'STALE'], `${path}: x-nextjs-cache ${again.headers()['x-nextjs-cache']}`).toContain(
        again.headers()['x-nextjs-cache'],
      )
      expect(again.headers()['cache-control'], path).toMatch(/s-maxage=60\b/)
    }
  })

  test('a search text is rendered for each request and never kept, by Next or a proxy', async ({ request }) => {
    const path = '/vacatures?search=tekenaar'
    const first = await request.get(path)
    expect(first.status()).toBe(200)
    expect(await first.text()).toContain('Werktuigbouwkundig Tekenaar')
    const again = await request.get(path)
    expect(again.status()).toBe(200)
    expect(again.headers()['x-nextjs-cache']).toBeUndefined()
    expect(again.headers()['cache-control']).toMatch(/no-store/)
  })

  test('public pages ask for no client hints, so a first visit is one request and a proxy keeps one copy', async ({
    request,
  }) => {
    for (const path of ['/', '/vacatures', '/api/route-table']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers.vary ?? '', path).not.toMatch(/sec-ch-prefers-color-scheme/i)
    }
    // The admin still gets the colour-scheme hint for its theme.
    expect((await request.get('/admin/login')).headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  })

  test('an optimised image is made once and then served from the cache', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const src = firstOptimisedImage(html)
    expect(src, 'an optimised image on the home page').toBeTruthy()
    // A width the browser in this test did not load (its window takes another), so this test's
    // first request is usually the one that optimises it; the second must come from the cache.
    const url = src!.replace(/([?&]w=)\d+/, '$1500')
    const headers = { accept: 'image/avif,image/webp,*/*' }
    const first = await request.get(url, { headers })
    expect(first.status()).toBe(200)
    const again = await request.get(url, { headers })
    expect(again.status()).toBe(200)
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    expect(again.headers()['etag']).toBe(first.headers()['etag'])
  })
})
