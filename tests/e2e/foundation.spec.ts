import { expect, test } from '@playwright/test'

import { findId, loginAsEditor, routeTable } from './helpers'

test.describe('foundation', () => {
  test('serves the seeded Dutch home page', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Werk dat bij je past')
  })

  test('answers an unknown path with the 404 page and status 404', async ({ page }) => {
    const response = await page.goto('/bestaat-niet')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Oeps...')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
    await expect(page.getByText('Sorry, de pagina die u zoekt kon niet worden gevonden.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/')
  })

  test('keeps answering 404 for an unknown path on repeated requests', async ({ request }) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await request.get('/nog-een-onbekende-pagina')).status()).toBe(404)
    }
  })

  test('serves the admin', async ({ request }) => {
    const response = await request.get('/admin/login')
    expect(response.status()).toBe(200)
  })

  test('lists every published routable document in the route table', async ({ request }) => {
    const table = await routeTable(request)
    expect(table['/']).toMatchObject({ pageType: 'home', collection: 'pages' })
    expect(table['/contact']).toMatchObject({ pageType: 'contact' })
    expect(table['/vacatures']).toMatchObject({ pageType: 'vacanciesIndex' })
    // Documents only: the table also lists redirects from old addresses (pageType 'redirect').
    const paths = Object.keys(table).filter((path) => table[path].pageType !== 'redirect')
    expect(paths.filter((path) => path.startsWith('/nieuws/'))).toHaveLength(30)
    expect(paths.filter((path) => path.startsWith('/ervaringen-van-professionals/'))).toHaveLength(14)
    expect(paths.filter((path) => path.startsWith('/labels/'))).toHaveLength(6)
    expect(paths.filter((path) => path.startsWith('/vacatures/')).length).toBeGreaterThanOrEqual(60)
  })

  test('serves page data by uri, and 404 with errors for an unknown uri', async ({ request }) => {
    const contact = await request.get('/api/page-data?uri=contact')
    expect(contact.status()).toBe(200)
    const body = await contact.json()
    expect(body.data.title).toBe('Contact')
    expect(body.seo.title).toBe('Contact')
    const home = await (await request.get('/api/page-data?uri=__home__')).json()
    expect(home.data.pageType).toBe('home')
    const missing = await request.get('/api/page-data?uri=bestaat-niet')
    expect(missing.status()).toBe(404)
    expect((await missing.json()).errors.length).toBeGreaterThan(0)
  })

  test('shows an edit on the next request without a restart', async ({ page, request }) => {
    await page.goto('/werken-bij')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Werken bij Koers Groep')
    // A second request is served from the cache.
    await page.reload()
    const token = await loginAsEditor(request)
    const id = await findId(request, 'pages', 'slug', 'werken-bij')
    const changed = `Werken bij Koers Groep ${Date.now()}`
    const update = await request.patch(`/api/pages/${id}`, {
      data: { title: changed, _status: 'published' },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(update.ok()).toBe(true)
    await page.goto('/werken-bij')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed)
  })

  test('moves the old path to the new one (308) when a slug changes', async ({ request }) => {
    const token = await loginAsEditor(request)
    const id = await findId(request, 'pages', 'slug', 'algemene-voorwaarden')
    expect((await request.get('/algemene-voorwaarden')).status()).toBe(200)
    const headers = { Authorization: `JWT ${token}` }
    try {
      await request.patch(`/api/pages/${id}`, { data: { slug: 'voorwaarden-tijdelijk' }, headers })
      // Links already shared keep working: the old address redirects to the new one.
      const moved = await request.get('/algemene-voorwaarden', { maxRedirects: 0 })
      expect(moved.status()).toBe(308)
      expect(moved.headers()['location']).toContain('/voorwaarden-tijdelijk')
      expect((await request.get('/voorwaarden-tijdelijk')).status()).toBe(200)
    } finally {
      // Other specs link to the page by its own slug.
      await request.patch(`/api/pages/${id}`, { data: { slug: 'algemene-voorwaarden' }, headers })
    }
    expect((await request.get('/algemene-voorwaarden')).status()).toBe(200)
  })
})
