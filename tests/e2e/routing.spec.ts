import { expect, test, type APIRequestContext } from '@playwright/test'

import { loginAsEditor, loginInBrowser } from './helpers'

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

test.describe('routing for editors', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('an editor creates a vacancy and previews it before publishing', async ({ page, baseURL }) => {
    const title = `Routeplanner ${Date.now().toString(36)}`
    await loginInBrowser(page)
    await page.goto('/admin/collections/vacancies/create')
    const titleField = page.getByRole('textbox', { name: /^Titel/ }).first()
    await titleField.click()
    await titleField.pressSequentially(title, { delay: 150 })
    await page.getByRole('button', { name: 'Bewaar concept' }).click()
    await page.waitForURL(/\/admin\/collections\/vacancies\/\d+$/)
    const id = Number(new URL(page.url()).pathname.split('/').pop())

    // Never published: the public gets a 404, the editor's preview the draft with its title.
    const slug = title.toLowerCase().replace(/\s+/g, '-')
    expect((await page.request.get(`/vacatures/${slug}`, { headers: { cookie: '' } })).status()).toBe(404)
    const preview = page.getByRole('link', { name: 'Voorbeeld' })
    await expect(preview).toHaveAttribute('href', new RegExp(`collection=vacancies&id=${id}$`))
    const previewHref = (await preview.getAttribute('href'))!
    const previewPage = await page.context().newPage()
    const response = await previewPage.goto(previewHref)
    expect(response?.status()).toBe(200)
    await expect(previewPage).toHaveURL(new RegExp(`/vacatures/${slug}$`))
    await expect(previewPage.getByRole('heading', { level: 1 })).toContainText(title)
    await expect(previewPage.getByText('Voorbeeldweergave')).toBeVisible()
    await previewPage.close()
    const anonymous = await page.context().browser()!.newContext({ baseURL })
    expect((await anonymous.request.get(`/vacatures/${slug}`)).status()).toBe(404)
    await anonymous.close()

    expect((await page.request.delete(`/api/vacancies/${id}`)).ok()).toBe(true)
  })

  test('renaming a published news article sends its old address to the new one with a 308', async ({
    page,
    request,
  }) => {
    const token = await loginAsEditor(request)
    const slug = `verhuisbericht-${Date.now().toString(36)}`
    const created = await request.post('/api/news', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: 'Verhuisbericht',
        slug,
        intro: 'Wij verhuizen.',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = await created.json()
    expect((await request.get(`/nieuws/${slug}`, { headers: { cookie: '' } })).status()).toBe(200)

    await loginInBrowser(page)
    await page.goto(`/admin/collections/news/${doc.id}`)
    const slugField = page.getByRole('textbox', { name: /^Slug/ })
    await slugField.click()
    await slugField.press('End')
    await slugField.pressSequentially('-nieuw', { delay: 150 })
    await page.getByRole('button', { name: 'Publiceer wijzigingen' }).click()
    await expect(page.getByRole('textbox', { name: /^URI/ })).toHaveValue(`nieuws/${slug}-nieuw`)

    const anonymous = await page.context().browser()!.newContext({ baseURL: page.url() })
    const old = await anonymous.request.get(`/nieuws/${slug}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    // Next writes the Location of a page's redirect twice (the same value); one target either way.
    const locations = old.headersArray().filter(({ name }) => name.toLowerCase() === 'location')
    expect([...new Set(locations.flatMap(({ value }) => value.split(/,\s*/)))]).toEqual([`/nieuws/${slug}-nieuw`])
    // Served from the cache the second time, and followed by a browser to the article.
    expect((await anonymous.request.get(`/nieuws/${slug}`, { maxRedirects: 0 })).status()).toBe(308)
    const visitor = await anonymous.newPage()
    const response = await visitor.goto(`/nieuws/${slug}`)
    expect(response?.status()).toBe(200)
    await expect(visitor).toHaveURL(new RegExp(`/nieuws/${slug}-nieuw$`))
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Verhuisbericht')

    // The route-table API lists the redirect.
    const table = await (await anonymous.request.get('/api/route-table')).json()
    expect(table[`/nieuws/${slug}`]).toMatchObject({ pageType: 'redirect', to: `/nieuws/${slug}-nieuw`, status: 308 })
    await anonymous.close()

    // Deleting the article takes its redirect along: the old address is a 404 again.
    expect((await request.delete(`/api/news/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })).ok()).toBe(
      true,
    )
    expect((await request.get(`/nieuws/${slug}`, { maxRedirects: 0, headers: { cookie: '' } })).status()).toBe(404)
  })

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
