import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { EDITOR, findId, loginAs, loginAsEditor, routeTable } from './helpers'
import { computedStyle, isSameDocument, markDocument, saveScreenshot, scrollToY, settleFrames } from './shell-helpers'

const WHITE = 'rgb(255, 255, 255)'
const TRANSPARENT = 'rgba(0, 0, 0, 0)'
const header = (page: Page) => page.locator('header.site-header')
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' })

const WIDTHS = [
  { name: 'mobile', viewport: { width: 375, height: 740 }, headerHeight: '64px' },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, headerHeight: '80px' },
] as const

for (const { name, viewport, headerHeight } of WIDTHS) {
  test.describe(`shell at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('header turns to contrast after scrolling 51 px, not 49 px', async ({ page }) => {
      await page.goto('/')
      await expect(header(page)).toHaveAttribute('data-contrast', 'false')
      await expect(header(page)).toHaveAttribute('data-solid', 'false')
      expect(await computedStyle(page, 'header.site-header', 'background-color')).toBe(TRANSPARENT)

      await scrollToY(page, 49)
      await expect(header(page)).toHaveAttribute('data-contrast', 'false')
      await scrollToY(page, 51)
      await expect(header(page)).toHaveAttribute('data-contrast', 'true')
      await expect.poll(() => computedStyle(page, 'header.site-header', 'background-color')).toBe(WHITE)
      await scrollToY(page, 49)
      await expect(header(page)).toHaveAttribute('data-contrast', 'false')
      await expect.poll(() => computedStyle(page, 'header.site-header', 'background-color')).toBe(TRANSPARENT)
    })

    test('header is white and the layout padded on a page other than home', async ({ page, browser, baseURL }) => {
      await page.goto('/over-ons')
      await expect(header(page)).toHaveAttribute('data-solid', 'true')
      expect(await computedStyle(page, 'header.site-header', 'background-color')).toBe(WHITE)
      expect(await computedStyle(page, 'header.site-header', 'height')).toBe(headerHeight)
      expect(await computedStyle(page, '#inhoud', 'padding-top')).toBe(headerHeight)

      await page.goto('/')
      expect(await computedStyle(page, '#inhoud', 'padding-top')).toBe('0px')

      // The padding is in the server's HTML already: nothing shifts when scripts run.
      const context = await browser.newContext({ viewport, javaScriptEnabled: false })
      const plain = await context.newPage()
      await plain.goto(`${baseURL}/over-ons`)
      expect(await computedStyle(plain, '#inhoud', 'padding-top')).toBe(headerHeight)
      expect(await computedStyle(plain, 'header.site-header', 'background-color')).toBe(WHITE)
      await context.close()
    })

    test('footer shows the call to action, social and legal links and this year', async ({ page }) => {
      await page.goto('/over-ons')
      const footer = page.locator('footer')
      await expect(footer.getByRole('heading', { name: 'Benieuwd wat we voor je kunnen doen?' })).toBeVisible()
      await expect(footer.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact')
      await expect(footer.getByRole('link', { name: 'Privacyverklaring' })).toHaveAttribute('href', '/privacystatement')
      await expect(footer.getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute(
        'href',
        '/algemene-voorwaarden',
      )
      for (const [label, href] of [
        ['LinkedIn', 'https://www.linkedin.com/company/koers-groep'],
        ['Instagram', 'https://www.instagram.com/koersgroep'],
      ]) {
        const link = footer.getByRole('link', { name: new RegExp(`^${label}`) })
        await expect(link).toHaveAttribute('href', href)
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      // The demo's web agency has no site: its credit is text, not a link.
      await expect(footer.getByText('Website door Studio Noordzee')).toBeVisible()
      await expect(footer.getByRole('link', { name: /Studio Noordzee/ })).toHaveCount(0)
      await expect(page.getByTestId('copyright')).toHaveText(`© ${new Date().getFullYear()} Koers Groep`)
      // Without an analytics id there is nothing to consent to.
      await expect(footer.getByRole('button', { name: 'Cookie-instellingen' })).toHaveCount(0)
    })

    test('404 page shows its texts with status 404', async ({ page }) => {
      const response = await page.goto('/deze-pagina-bestaat-niet')
      expect(response?.status()).toBe(404)
      await expect(page.getByText('Oeps...')).toBeVisible()
      await expect(page.getByText('404', { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible()
      await expect(page.getByText('Sorry, de pagina die u zoekt kon niet worden gevonden.')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/')
      await expect(header(page)).toHaveAttribute('data-solid', 'true')
    })

    test('anonymous visitors get no edit link and cost no session check', async ({ page }) => {
      const sessionChecks: string[] = []
      page.on('request', (request) => request.url().includes('/api/users/me') && sessionChecks.push(request.url()))
      const response = await page.goto('/over-ons')
      expect(await response?.text()).not.toContain('Bewerk deze pagina')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await settleFrames(page)
      await expect(page.getByRole('link', { name: /Bewerk deze pagina/ })).toHaveCount(0)
      expect(sessionChecks).toEqual([])
    })

    test('no analytics banner or tag without an analytics id', async ({ page }) => {
      const analytics: string[] = []
      page.on('request', (request) => /plausible|analytics/i.test(request.url()) && analytics.push(request.url()))
      await page.goto('/')
      await page.goto('/over-ons')
      await settleFrames(page)
      await expect(page.getByRole('region', { name: /Mogen we meten/ })).toHaveCount(0)
      await expect(page.locator('script[data-domain]')).toHaveCount(0)
      expect(analytics).toEqual([])
    })

    test(`axe and screenshots (${name})`, async ({ page }) => {
      for (const [path, shot] of [
        ['/', 'home'],
        ['/over-ons', 'over-ons'],
        ['/bestaat-niet', 'not-found'],
      ]) {
        await page.goto(path)
        await saveScreenshot(page, shot)
        await expectNoAxeViolations(page)
      }
      await page.goto('/')
      if (name === 'mobile') {
        await page.getByRole('button', { name: 'Menu openen' }).click()
        await expect(mainNavigation(page)).toBeVisible()
        await page.getByRole('button', { name: 'Submenu Werkgevers' }).click()
        await settleFrames(page)
        await expectNoAxeViolations(page)
        await page.screenshot({
          path: `test-results/screenshots/menu-open-${viewport.width}.png`,
          animations: 'disabled',
        })
      } else {
        await page.getByRole('button', { name: 'Submenu Werkgevers' }).click()
        await expect(page.locator('#hoofdmenu-sub-2')).toBeVisible()
        await expectNoAxeViolations(page)
        await page.screenshot({
          path: `test-results/screenshots/dropdown-open-${viewport.width}.png`,
          animations: 'disabled',
        })
      }
      await page.goto('/bestaat-niet')
      if (name === 'mobile') await page.getByRole('button', { name: 'Menu openen' }).click()
      else await page.getByRole('button', { name: 'Submenu Werkzoekenden' }).click()
      await expectNoAxeViolations(page)
      await page.goto('/over-ons')
      if (name === 'mobile') await page.getByRole('button', { name: 'Menu openen' }).click()
      else await page.getByRole('button', { name: 'Submenu Over ons' }).click()
      await expectNoAxeViolations(page)
    })
  })
}

test.describe('menu overlay at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('opens, locks scrolling, closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/')
    await expect(mainNavigation(page)).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu openen' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()

    const close = page.getByRole('button', { name: 'Menu sluiten' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(mainNavigation(page)).toBeVisible()
    const box = await mainNavigation(page).boundingBox()
    expect(box?.width).toBe(375)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(740)
    await expect(header(page)).toHaveAttribute('data-contrast', 'true')
    expect(await computedStyle(page, 'body', 'overflow')).toBe('hidden')

    // Wheel over the page behind (the footer area is inert): the document does not scroll.
    await page.mouse.move(187, 700)
    await page.mouse.wheel(0, 600)
    await settleFrames(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.keyboard.press('Escape')
    await expect(mainNavigation(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused()
    expect(await computedStyle(page, 'body', 'overflow')).not.toBe('hidden')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('opens one sub-list at a time and closes on navigation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu openen' }).click()
    const seekers = page.getByRole('button', { name: 'Submenu Werkzoekenden' })
    const employers = page.getByRole('button', { name: 'Submenu Werkgevers' })
    await seekers.click()
    await expect(seekers).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator(`#${await seekers.getAttribute('aria-controls')}`)).toBeVisible()
    await employers.click()
    await expect(employers).toHaveAttribute('aria-expanded', 'true')
    await expect(seekers).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator(`#${await seekers.getAttribute('aria-controls')}`)).toBeHidden()

    await markDocument(page)
    await mainNavigation(page).getByRole('link', { name: 'Succesverhalen' }).click()
    await expect(page).toHaveURL(/\/succesverhalen$/)
    await expect(mainNavigation(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false')
    expect(await computedStyle(page, 'body', 'overflow')).not.toBe('hidden')
    expect(await isSameDocument(page)).toBe(true)
  })
})

test.describe('navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('dropdowns open on hover and keyboard, two columns when asked', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Submenu Werkgevers' })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()

    await page.getByRole('link', { name: 'Werkgevers', exact: true }).hover()
    await expect(panel).toBeVisible()
    const columns = await computedStyle(page, `#${await toggle.getAttribute('aria-controls')}`, 'grid-template-columns')
    expect(columns.split(' ')).toHaveLength(2)
    const [first, second] = await Promise.all([
      panel.locator('li').nth(0).boundingBox(),
      panel.locator('li').nth(1).boundingBox(),
    ])
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + 100)
    await page.mouse.move(640, 600)
    await expect(panel).toBeHidden()

    // A one-column dropdown stacks its links.
    const seekersToggle = page.getByRole('button', { name: 'Submenu Werkzoekenden' })
    const seekersPanel = page.locator(`#${await seekersToggle.getAttribute('aria-controls')}`)
    expect(await computedStyle(page, `#${await seekersToggle.getAttribute('aria-controls')}`, 'display')).toBe('block')

    // Keyboard: ArrowDown opens and moves in, arrows move, Escape closes back to the toggle.
    await seekersToggle.focus()
    await page.keyboard.press('ArrowDown')
    await expect(seekersToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(seekersPanel).toBeVisible()
    await expect(seekersPanel.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(seekersPanel.getByRole('link').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(seekersToggle).toHaveAttribute('aria-expanded', 'false')
    await expect(seekersToggle).toBeFocused()
    await expect(seekersPanel).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(seekersToggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press(' ')
    await expect(seekersToggle).toHaveAttribute('aria-expanded', 'false')
    await page.getByRole('link', { name: 'Werkzoekenden', exact: true }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(seekersToggle).toHaveAttribute('aria-expanded', 'true')
    await expect(seekersPanel.getByRole('link').first()).toBeFocused()
  })

  test('dropdowns are hidden after a navigation and shown again', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => {
      const target = document.querySelector('header.site-header')!
      const seen: string[] = []
      ;(window as unknown as { __suppressed: string[] }).__suppressed = seen
      new MutationObserver(() => seen.push(target.getAttribute('data-suppressed') ?? '')).observe(target, {
        attributes: true,
        attributeFilter: ['data-suppressed'],
      })
    })
    await page.getByRole('link', { name: 'Werkgevers', exact: true }).hover()
    await page.getByRole('link', { name: 'Contact voor bedrijven' }).click()
    await expect(page).toHaveURL(/\/contact-voor-bedrijven$/)
    await expect(header(page)).toHaveAttribute('data-suppressed', 'false')
    expect(await page.evaluate(() => (window as unknown as { __suppressed: string[] }).__suppressed)).toEqual([
      'true',
      'false',
    ])
  })

  test('content links: internal ones navigate client-side, external ones are plain anchors', async ({ page }) => {
    await page.goto('/')
    const external = mainNavigation(page).getByRole('link', { name: /Koers op LinkedIn/, includeHidden: true })
    await expect(external).toHaveAttribute('href', 'https://www.linkedin.com/company/koers-groep')
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    const internal = mainNavigation(page).getByRole('link', { name: 'Vacatures', exact: true })
    await expect(internal).toHaveAttribute('href', '/vacatures')
    expect(await internal.getAttribute('target')).toBeNull()
    await markDocument(page)
    await internal.click()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(internal).toHaveAttribute('aria-current', 'page')
    expect(await isSameDocument(page)).toBe(true)
  })

  test('a slow navigation shows the loader and the progress bar; focus and scroll are reset', async ({ page }) => {
    // Hold back the next page's data (prefetches too) so the navigation outlasts 250 ms.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/vacatures**', async (route) => {
      if (route.request().headers()['rsc']) await held
      await route.continue()
    })
    await page.goto('/over-ons')
    await scrollToY(page, 500)
    // A link in the fixed header: focusing it scrolls nothing.
    await mainNavigation(page).getByRole('link', { name: 'Vacatures', exact: true }).focus()
    expect(await page.evaluate(() => window.scrollY)).toBe(500)
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('page-loader')).toBeVisible()
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-active', 'true')
    release()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(page.getByTestId('page-loader')).toHaveCount(0)
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-active', 'false')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true)

    await page.goBack()
    await expect(page).toHaveURL(/\/over-ons$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500)
  })

  test('the first page shows at once, and a pointer click leaves no focus on a button', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByTestId('page-loader')).toHaveCount(0)
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-active', 'false')
    await page.getByRole('button', { name: 'Submenu Over ons' }).click()
    await expect(page.getByRole('button', { name: 'Submenu Over ons' })).toHaveAttribute('aria-expanded', 'true')
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
  })

  test('SEO: title, description, canonical URL and Open Graph', async ({ page, baseURL }) => {
    await page.goto('/over-ons')
    await expect(page).toHaveTitle('Over ons | Koers Groep')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /verbindt sinds 2009/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/over-ons`)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Over ons')
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/over-ons`)
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Koers Groep')
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/media\/file\//)
  })

  test('sitemap.xml lists every indexable published document and landing page with lastmod; robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const table = await routeTable(request)
    // Not listed: utility pages (a form's thank-you page), /blog, whose canonical is /nieuws, and
    // redirects from old addresses.
    const documents = new Set(
      Object.values(table)
        .filter((entry) => entry.pageType !== 'redirect' && !entry.utility && entry.path !== '/blog')
        .map((entry) => `${entry.collection}:${entry.id}`),
    )
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(xml.match(/<url>/g)?.length).toBe(locs.length)
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT/g)?.length).toBe(locs.length)
    // Each document once, and the lists' landing pages: the overview's, one per region, sector and
    // function group, and the news list's, one per subject, by its slug.
    expect(locs.filter((loc) => !loc.includes('?'))).toHaveLength(documents.size)
    const landings = locs.filter((loc) => loc.includes('?'))
    expect(
      landings.every(
        (loc) =>
          /\/vacatures\?(location|sector|function)=[^&]+$/.test(loc) || /\/nieuws\?subject=[a-z0-9-]+$/.test(loc),
      ),
    ).toBe(true)
    expect(landings).toContain(`${baseURL}/vacatures?sector=Techniek`)
    expect(landings).toContain(`${baseURL}/nieuws?subject=arbeidsmarkt`)
    expect(xml).toContain(`<loc>${baseURL}</loc>`)
    expect(xml).toContain(`<loc>${baseURL}/over-ons</loc>`)
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/vacatures/[^<]+</loc>`))
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Allow: /api/media/file/')
  })
})

test.describe('editors', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the admin redirect sends anonymous visitors to the login', async ({ request }) => {
    const response = await request.get('/admin-redirect?path=%2Fover-ons', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers().location).toBe('/admin/login?redirect=%2Fadmin-redirect%3Fpath%3D%252Fover-ons')
  })

  test('a logged-in editor gets an edit link that opens the edit view of the page', async ({
    page,
    context,
    request,
  }) => {
    await loginAs(page, EDITOR)
    expect((await context.cookies()).find((cookie) => cookie.name === 'koers-editor')?.value).toBe('1')
    await page.goto('/over-ons')
    const edit = page.getByRole('link', { name: /Bewerk deze pagina/ })
    await expect(edit).toBeVisible()
    await expect(edit).toHaveAttribute('href', '/admin-redirect?path=%2Fover-ons')
    await expect(edit).toHaveAttribute('target', '_blank')
    await saveScreenshot(page, 'editor-over-ons')

    const id = await findId(request, 'pages', 'slug', 'over-ons')
    const [adminPage] = await Promise.all([context.waitForEvent('page'), edit.click()])
    await adminPage.waitForURL(new RegExp(`/admin/collections/pages/${id}$`))
    await expect(adminPage.getByRole('textbox', { name: /Titel/ }).first()).toHaveValue(/^Over ons/)
    await adminPage.close()

    // The link follows client navigations, and a path that is no document leads to the dashboard.
    await page.goto('/vacatures?page=2')
    await expect(edit).toHaveAttribute('href', '/admin-redirect?path=%2Fvacatures%3Fpage%3D2')
    await page.goto('/admin-redirect?path=%2Fbestaat-niet')
    await expect(page).toHaveURL(/\/admin$/)

    // Logging out clears the marker: the public site stops asking.
    await page.goto('/admin/logout')
    await page.waitForURL(/\/admin\/login/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'koers-editor')).toBeUndefined()
    await page.goto('/over-ons')
    await settleFrames(page)
    await expect(page.getByRole('link', { name: /Bewerk deze pagina/ })).toHaveCount(0)
  })

  test('the admin offers a preview link and a live preview of a page in draft mode', async ({ page, request }) => {
    const id = await findId(request, 'pages', 'slug', 'over-ons')
    await loginAs(page, EDITOR)
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByRole('link', { name: 'Voorbeeld' })).toHaveAttribute(
      'href',
      /\/admin-preview\?path=%2Fover-ons&collection=pages&id=\d+$/,
    )
    await page.getByRole('button', { name: 'Voorbeeld' }).click()
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('Wij brengen mensen en werk')
    await expect(frame.getByText('Voorbeeldweergave')).toBeVisible()
  })

  test('an editor previews drafts in draft mode and leaves it again', async ({ page, request }) => {
    const token = await loginAsEditor(request)
    const id = await findId(request, 'pages', 'slug', 'over-ons')
    const draftTitle = `Over ons (concept ${Date.now()})`
    const saved = await request.patch(`/api/pages/${id}?draft=true`, {
      data: { title: draftTitle, _status: 'draft' },
      headers: { Authorization: `JWT ${token}` },
    })
    expect(saved.ok()).toBe(true)

    await page.goto('/over-ons')
    await expect(page).toHaveTitle('Over ons | Koers Groep')
    expect((await page.request.get('/admin-preview?path=%2Fover-ons', { maxRedirects: 0 })).headers().location).toMatch(
      /^\/admin\/login/,
    )

    await loginAs(page, EDITOR)
    await page.goto('/admin-preview?path=%2Fover-ons')
    await expect(page).toHaveURL(/\/over-ons$/)
    await expect(page).toHaveTitle(`${draftTitle} | Koers Groep`)
    await expect(page.getByRole('status').filter({ hasText: 'Voorbeeldweergave' })).toBeVisible()
    await page.getByRole('link', { name: 'Voorbeeld sluiten' }).click()
    await expect(page).toHaveURL(/\/over-ons$/)
    await expect(page).toHaveTitle('Over ons | Koers Groep')
    await expect(page.getByText('Voorbeeldweergave')).toHaveCount(0)
  })
})
