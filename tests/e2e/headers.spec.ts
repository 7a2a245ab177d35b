import { expect, test } from '@playwright/test'

import { routeTable } from './helpers'

const SECURITY_HEADERS = ['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy']

test.describe('response headers', () => {
  test('pages, API answers and media files carry the security headers', async ({ request }) => {
    const table = await routeTable(request)
    const media = await (await request.get('/api/media?limit=1&depth=0')).json()
    const paths = [
      '/',
      '/over-ons',
      Object.keys(table).find((p) => p.startsWith('/vacatures/'))!,
      '/api/route-table',
      '/api/page-data?uri=contact',
      '/healthz',
      media.docs[0].url,
      '/bestaat-niet',
    ]
    for (const path of paths) {
      const response = await request.get(path)
      const headers = response.headers()
      for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${path}`).toBeTruthy()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      // One policy: the server's own (it names the analytics configured at its start), never a second.
      const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
      expect(policies, `policies on ${path}`).toHaveLength(1)
      expect(headers['x-powered-by']).toBeUndefined()
    }
  })

  test('the admin has its own policy', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.headers()['content-security-policy']).toContain("worker-src 'self' blob:")
  })

  test('public pages may be cached briefly by a CDN; health and unknown pages hardly', async ({ request }) => {
    const page = await request.get('/over-ons')
    expect(page.headers()['cache-control']).toMatch(/s-maxage=60\b/)
    expect(page.headers()['cache-control']).toMatch(/stale-while-revalidate=\d+/)
    expect((await request.get('/healthz')).headers()['cache-control']).toBe('no-store')
  })

  test('a page from the cache carries no personal or editor data', async ({ request }) => {
    const response = await request.get('/')
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  test('no console CSP violations on the main page types', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    for (const path of ['/', '/over-ons', '/vacatures', '/blog', '/contact', '/solliciteren', '/bestaat-niet']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    expect(violations).toEqual([])
  })
})
