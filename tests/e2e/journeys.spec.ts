import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { HUMAN_TYPING, loginAsEditor, resultsHeading, routeTable, waitForHydration, withClosedVacancy } from './helpers'
import { saveScreenshot } from './shell-helpers'
import { minimalPdf } from '../fixtures/files'

/*
 * The job seeker's journeys as people go through them: typing at a normal pace, the keyboard,
 * a phone's width, and pages used before (or without) their JavaScript.
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

/** Waits until the overview's controls are interactive (hydrated). */
async function openOverview(page: Page, url = '/vacatures'): Promise<void> {
  await page.goto(url)
  await waitForHydration(page, 'form[role="search"]')
}

/** The number of vacancies the server renders for a search without JavaScript (the first HTML). */
async function countOpenVacancies(request: APIRequestContext, text: string): Promise<number> {
  const response = await request.get(`/vacatures?${new URLSearchParams({ search: text })}`)
  const match = /id="vacancy-results"[^>]*>(\d+) vacatures?</.exec(await response.text())
  if (!match) throw new Error('no result count in the first HTML')
  return Number(match[1])
}

test.describe('vacancy search as people type', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`typing 'verpleegkundige' at 150 ms a key keeps every key and the focus (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport)
      await openOverview(page)
      const length = await page.evaluate(() => history.length)
      // 'Wat' is on top at every width, outside the phone's filter sheet.
      const box = page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })
      await box.click()
      await box.pressSequentially('verpleegkundige', HUMAN_TYPING)
      await expect(page).toHaveURL(/\/vacatures\?search=verpleegkundige$/)
      await expect(box).toBeFocused()
      await expect(box).toHaveValue('verpleegkundige')
      const expected = await countOpenVacancies(request, 'verpleegkundige')
      await expect(resultsHeading(page)).toHaveText(expected === 1 ? '1 vacature' : `${expected} vacatures`)
      await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
      expect(await page.evaluate(() => history.length)).toBe(length)
    })
  }

  test('a filter select keeps the focus through ArrowDown, the URL follows, Tab moves on', async ({ page }) => {
    await openOverview(page)
    const select = page.getByLabel('Functietype')
    await select.focus()
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    const chosen = () => new URL(page.url()).searchParams.get('function')
    await page.keyboard.press('ArrowDown')
    await expect.poll(chosen).toBe(values[1])
    await expect(select).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect.poll(chosen).toBe(values[2])
    await expect(select).toHaveValue(values[2])
    await expect(select).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Sector')).toBeFocused()
  })
})

/** A browser without JavaScript, from an address of its own (the form rate limit counts per address). */
async function withoutJavaScript(browser: Browser, viewport = DESKTOP) {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  })
  const page = await context.newPage()
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  return { context, page, urls }
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

test.describe('forms without JavaScript', () => {
  const contactForms = [
    { path: '/contact', business: false },
    { path: '/contact-voor-bedrijven', business: true },
  ]
  for (const { path, business } of contactForms) {
    test(`${path}: errors come back on the form with what was typed; valid goes to the thank-you page`, async ({
      browser,
    }) => {
      const { context, page, urls } = await withoutJavaScript(browser)
      const email = `anna.${Date.now()}@example.nl`
      await page.goto(path)
      await textbox(page, 'Naam').fill('Anna de Boer')
      if (business) await textbox(page, 'Bedrijfsnaam').fill('Bakkerij De Boer')
      await textbox(page, 'E-mailadres').fill(email)
      await textbox(page, 'Bericht').fill('Ik wil graag een afspraak maken.')
      await page.getByRole('button', { name: 'Versturen' }).click()
      // The phone number is missing: the same page, its error shown, everything typed still there.
      // Back on the form's error summary, not at the top of the page.
      await expect(page).toHaveURL(new RegExp(`${path}#formulierfouten$`))
      await expect(page.getByText('Vul je telefoonnummer in.').last()).toBeVisible()
      await expect(textbox(page, 'Telefoonnummer')).toHaveAttribute('aria-invalid', 'true')
      await expect(textbox(page, 'Naam')).toHaveValue('Anna de Boer')
      await expect(textbox(page, 'E-mailadres')).toHaveValue(email)
      await expect(textbox(page, 'Bericht')).toHaveValue('Ik wil graag een afspraak maken.')
      await textbox(page, 'Telefoonnummer').fill('06 12345678')
      await page.getByRole('button', { name: 'Versturen' }).click()
      await expect(page).toHaveURL(new RegExp(`${path}/bedankt$`))
      if (business) {
        // An employer's next steps, never a job seeker's.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor je bericht')
        await expect(page.getByRole('heading', { name: 'Wat gebeurt er nu?' })).toBeVisible()
        await expect(page.getByRole('link', { name: 'Bekijk meer vacatures' })).toHaveCount(0)
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt!')
        // A next step instead of a dead end: more vacancies, or new ones by e-mail.
        await expect(page.getByRole('link', { name: 'Bekijk meer vacatures' })).toHaveAttribute('href', '/vacatures')
        await expect(page.getByRole('link', { name: 'Stel een vacature-alert in' })).toHaveAttribute(
          'href',
          '/vacature-alert/aanmelden',
        )
      }
      // Reloading the form page shows it clean: the errors were for that one answer.
      await page.goto(path)
      await expect(page.getByText('Vul je telefoonnummer in.')).toHaveCount(0)
      expect(urls.filter((url) => url.includes(encodeURIComponent(email)) || url.includes(email))).toEqual([])
      expect(urls.filter((url) => url.includes('?'))).toEqual([])
      await context.close()
    })
  }

  test('/solliciteren: a multipart post with a CV; errors come back, valid goes to the exit page', async ({
    browser,
    request,
  }) => {
    const { docs } = (await (await request.get('/api/vacancies?limit=1&depth=0&sort=title')).json()) as {
      docs: Array<{ id: number; title: string }>
    }
    const { context, page, urls } = await withoutJavaScript(browser, PHONE)
    const email = `eva.${Date.now()}@example.nl`
    await page.goto(`/solliciteren?vacature=${docs[0].id}`)
    await expect(page.locator('form[method="post"]')).toHaveAttribute('enctype', 'multipart/form-data')
    // The picker offers what the server takes: no gif or bmp it would refuse.
    for (const name of ['applicationCV', 'applicationMotivation']) {
      await expect(page.locator(`input[name="${name}"]`)).toHaveAttribute('accept', /^(?!.*(gif|bmp)).*\.pdf/)
    }
    // The visible text of the upload buttons is part of their accessible name (label in name).
    await expect(page.locator('input[name="applicationCV"]')).toHaveAccessibleName('Cv Kies een bestand')
    await expect(page.locator('input[name="applicationMotivation"]')).toHaveAccessibleName(
      'Motivatiebrief Kies een bestand',
    )
    await page.getByRole('radio', { name: 'Vrouw' }).check()
    await textbox(page, 'Voornaam').fill('Eva')
    await textbox(page, 'E-mailadres').fill(email)
    await textbox(page, 'Telefoonnummer').fill('06 12345678')
    await page.locator('input[name="applicationCV"]').setInputFiles({
      name: 'cv-zonder-javascript.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    })
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
    // Back on the form's error summary, not at the top of the page.
    await expect(page).toHaveURL(new RegExp(`/solliciteren\\?vacature=${docs[0].id}#formulierfouten$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Solliciteer op ${docs[0].title}`)
    const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Er is een probleem' }) })
    await expect(summary).toBeInViewport()
    const missing = summary.getByRole('link', { name: 'Vul je achternaam in.' })
    await expect(missing).toHaveAttribute('href', `#${await textbox(page, 'Achternaam').getAttribute('id')}`)
    // The CV did not come along: the summary and the field both say to choose it again.
    const again = summary.getByRole('link', { name: 'Cv: kies het bestand opnieuw' })
    await expect(again).toHaveAttribute(
      'href',
      `#${await page.locator('input[name="applicationCV"]').getAttribute('id')}`,
    )
    await expect(page.getByText(/kies het opnieuw\.$/)).toHaveCount(1)
    await expect(summary.getByRole('link', { name: /Motivatiebrief/ })).toHaveCount(0)
    await missing.click()
    await expect(page).toHaveURL(/#application-form-lastName$/)
    await expect(textbox(page, 'Voornaam')).toHaveValue('Eva')
    await expect(page.getByRole('radio', { name: 'Vrouw' })).toBeChecked()
    await textbox(page, 'Achternaam').fill(`Jansen-${Date.now()}`)
    // A file input cannot be filled in again by the page: the visitor chooses the CV once more.
    await page.locator('input[name="applicationCV"]').setInputFiles({
      name: 'cv-zonder-javascript.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf(),
    })
    await page.getByRole('button', { name: 'Verstuur sollicitatie' }).click()
    await expect(page).toHaveURL(/\/bedankt-voor-je-sollicitatie(\?vacature=\d+)?$/)
    await expect(page.getByRole('link', { name: 'Bekijk meer vacatures' })).toHaveAttribute('href', '/vacatures')
    expect(urls.filter((url) => url.includes(email) || url.includes(encodeURIComponent(email)))).toEqual([])
    await context.close()
  })

  test('the scripted form still gets JSON from the same endpoint', async ({ request }) => {
    const response = await request.post('/actions/module/contact', {
      headers: { Accept: 'application/json', 'X-Forwarded-For': '10.250.0.1' },
      multipart: { name: 'Jan' },
    })
    expect(response.status()).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { email: ['Vul je e-mailadres in.'] } })
  })
})

test.describe('navigation on a phone', () => {
  test('without JavaScript the menu opens and its links work', async ({ browser }) => {
    const { context, page } = await withoutJavaScript(browser, PHONE)
    await page.goto('/over-ons')
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' })
    await expect(menu).toBeHidden()
    await page.locator('summary', { hasText: 'Menu openen' }).click()
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Vacatures', exact: true }).click()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await context.close()
  })

  test("Tab from 'Menu sluiten' goes into the open menu", async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/over-ons')
    await waitForHydration(page, 'button.menu-toggle')
    await page.getByRole('button', { name: 'Menu openen' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toBeFocused()
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    await expect(focused).toHaveCount(1)
    expect(await focused.evaluate((element) => element.closest('#hoofdmenu') !== null)).toBe(true)
  })
})

test.describe('the 404 page is complete in the raw HTML', () => {
  // Without a browser: the status, the document's language, its title and every text of SPEC 2.3.
  for (const path of [
    '/deze-pagina-bestaat-echt-niet',
    '/vacatures/bestaat-niet',
    '/nieuws/bestaat-niet',
    // Under a folder of the app's own pages, and lists past their last page.
    '/vacature-alert/bestaat-niet',
    '/bewaarde-vacatures/bestaat-niet',
    '/vacatures?page=99',
    '/nieuws?page=99',
    '/blog?page=50',
    '/ervaringen-van-professionals?page=9',
  ]) {
    test(path, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      const html = await response.text()
      expect(html).toMatch(/<html[^>]* lang="nl"/)
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(/<title>Pagina niet gevonden \|[^<]*<\/title>/)
      expect(html).toMatch(/<meta name="robots" content="noindex"/)
      for (const text of [
        'Oeps...',
        '404',
        'Pagina niet gevonden',
        'Sorry, de pagina die u zoekt kon niet worden gevonden.',
        'Terug naar de homepage',
      ])
        expect(html).toContain(`>${text}<`)
      expect(html).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/)
      // In the site's shell: its menu and footer.
      expect(html).toContain('id="hoofdmenu"')
      expect(html).toContain('<footer')
    })
  }
  // The proxy remembers found paths for a while; deleting the document must end that at once.
  test('a page visited just before it was deleted', async ({ request }) => {
    const token = await loginAsEditor(request)
    const auth = { Authorization: `JWT ${token}` }
    const created = await request.post('/api/news', {
      headers: auth,
      data: { title: `Kort bericht ${Date.now().toString(36)}`, intro: 'Even online.', _status: 'published' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; uri: string } }
    expect((await request.get(`/${doc.uri}`)).status()).toBe(200)
    expect((await request.get(`/${doc.uri}`)).status()).toBe(200)
    expect((await request.delete(`/api/news/${doc.id}`, { headers: auth })).ok()).toBe(true)

    const response = await request.get(`/${doc.uri}`)
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('__next_error__')
    expect(html).toMatch(/<h1[^>]*>Pagina niet gevonden<\/h1>/)
  })
})

/** The number of vacancies the server renders for a query without JavaScript (the first HTML). */
async function countInFirstHtml(request: APIRequestContext, query: Record<string, string>): Promise<string> {
  const response = await request.get(`/vacatures?${new URLSearchParams(query)}`)
  const match = /id="vacancy-results"[^>]*>(\d+ vacatures?)</.exec(await response.text())
  if (!match) throw new Error('no result count in the first HTML')
  return match[1]
}

/** The first vacancy of the list that opens on this site (not an external link in a new tab). */
const firstOwnVacancy = (page: Page) => page.locator('#inhoud article h3 a:not([target="_blank"])').first()

test.describe('the overview always shows what its address says', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`back from a vacancy after a search and a filter (${viewport.width} px)`, async ({ page, request }) => {
      const expected = await countInFirstHtml(request, { search: 'planner', sector: 'Logistiek' })
      await page.setViewportSize(viewport)
      await openOverview(page)
      const box = page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })
      await box.click()
      await box.pressSequentially('planner', HUMAN_TYPING)
      await expect(page).toHaveURL(/\/vacatures\?search=planner$/)
      // Small screens open the other filters as a sheet.
      if (viewport === PHONE) await page.locator('summary', { hasText: 'Filters' }).click()
      await page.getByLabel('Sector').focus()
      await page.getByLabel('Sector').selectOption('Logistiek')
      await expect(page).toHaveURL(/\/vacatures\?search=planner&sector=Logistiek$/)
      await expect(resultsHeading(page)).toHaveText(expected)
      // The sheet's button closes it and shows the list.
      if (viewport === PHONE) await page.getByRole('button', { name: /^Toon \d+ vacatures?$/ }).click()
      const title = await firstOwnVacancy(page).textContent()

      await firstOwnVacancy(page).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
      await page.goBack()
      await expect(page).toHaveURL(/\/vacatures\?search=planner&sector=Logistiek$/)
      await expect(resultsHeading(page)).toHaveText(expected)
      await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
      if (viewport === PHONE) {
        await expect(page.getByText('2 actief')).toBeVisible()
        await page.locator('summary', { hasText: 'Filters' }).click()
      }
      await expect(box).toHaveValue('planner')
      await expect(page.getByLabel('Sector')).toHaveValue('Logistiek')

      // The next change adds to the search shown instead of starting from an empty one.
      await page.getByLabel('Sorteer op').selectOption('nieuwste')
      await expect(page).toHaveURL(/\/vacatures\?search=planner&sector=Logistiek&sort=nieuwste$/)
      await expect(resultsHeading(page)).toHaveText(expected)

      // Forward to the vacancy and back again: still the list of the address.
      await page.goForward()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
      await page.goBack()
      await expect(page).toHaveURL(/\/vacatures\?search=planner&sector=Logistiek&sort=nieuwste$/)
      await expect(resultsHeading(page)).toHaveText(expected)
      await expect(page.getByLabel('Sorteer op')).toHaveValue('nieuwste')
    })
  }

  test('back from a vacancy opened on page 2', async ({ page, request }) => {
    const second = await request.get('/vacatures?page=2')
    const firstTitle = /<h3[^>]*>\s*<a[^>]*>([^<]+)<\/a>/.exec(await second.text())?.[1]
    await openOverview(page)
    await page.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/vacatures\?page=2$/)
    await expect(page.locator('#inhoud article h3').first()).toHaveText(firstTitle ?? '')
    await firstOwnVacancy(page).click()
    await expect(page).not.toHaveURL(/\/vacatures(\?|$)/)
    await page.goBack()
    await expect(page).toHaveURL(/\/vacatures\?page=2$/)
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('#inhoud article h3').first()).toHaveText(firstTitle ?? '')
  })

  test("the offer to receive the search by e-mail follows the search ('Ontvang deze vacatures per e-mail')", async ({
    page,
  }) => {
    await openOverview(page)
    const offer = page.locator('#vacature-alert')
    await expect(offer.getByRole('heading', { name: 'Ontvang deze vacatures per e-mail' })).toBeVisible()
    const box = page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })
    await box.click()
    await box.pressSequentially('planner', HUMAN_TYPING)
    await expect(page).toHaveURL(/\/vacatures\?search=planner$/)
    await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
    await expect(offer.getByRole('heading', { name: 'Ontvang deze vacatures per e-mail' })).toBeVisible()
    await expect(offer.locator('input[name="query"]')).toHaveValue('search=planner')
    await expect(offer).toContainText('planner')

    await page.getByLabel('Sector').selectOption('Logistiek')
    await expect(page).toHaveURL(/\/vacatures\?search=planner&sector=Logistiek$/)
    await expect(offer.locator('input[name="query"]')).toHaveValue('search=planner&sector=Logistiek')
    await expect(offer).toContainText('Logistiek')
  })
})

test.describe('pages with fixed paths read the content of the running site', () => {
  // The build has no content (an empty database): these pages must not keep what it rendered.
  for (const [path, title] of [
    ['/bewaarde-vacatures', 'Bewaarde vacatures'],
    ['/vacature-alert/aangevraagd', 'Bevestig je vacature-alert'],
    ['/vacature-alert/afgemeld', 'Je bent afgemeld'],
  ]) {
    test(path, async ({ request }) => {
      const home = await (await request.get('/')).text()
      const brand = /<meta property="og:site_name" content="([^"]+)"/.exec(home)?.[1]
      expect(brand).toBeTruthy()
      const html = await (await request.get(path)).text()
      expect(html).toContain(`<title>${title} | ${brand}</title>`)
      expect(html).not.toMatch(/<title>[^<]*undefined/)
      // The header's navigation, as on every other page.
      const nav = (page: string) => /id="hoofdmenu"[\s\S]*?<\/nav>/.exec(page)?.[0].match(/href="[^"]+"/g) ?? []
      expect(nav(html).length).toBeGreaterThan(2)
      expect(nav(html)).toEqual(nav(home))
    })
  }
})

test.describe('ways back and the first screen', () => {
  test("'Terug' on a vacancy leads to the list it was opened from", async ({ page }) => {
    await openOverview(page, '/vacatures?sector=Techniek&page=1')
    await page.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/vacatures\?page=2&sector=Techniek$/)
    await page.locator('#inhoud article h3 a').first().click()
    await page.getByRole('link', { name: 'Terug' }).click()
    await expect(page).toHaveURL(/\/vacatures\?page=2&sector=Techniek$/)
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
  })

  test("a success story has its breadcrumb and 'Terug'", async ({ page }) => {
    await page.goto('/succesverhalen')
    await page.locator('#inhoud article a').first().click()
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Succesverhalen')
    await page.getByRole('link', { name: 'Terug' }).click()
    await expect(page).toHaveURL(/\/succesverhalen$/)
  })

  test('on a phone the first vacancies are in the first screen; the filters say how many are active', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await openOverview(page, '/vacatures?sector=Techniek')
    const first = page.locator('#inhoud article h3').first()
    const box = await first.boundingBox()
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    await expect(page.getByText('1 actief')).toBeVisible()
    await expect(page.getByLabel('Sector')).toBeHidden()
    await page.locator('summary', { hasText: 'Filters' }).click()
    await expect(page.getByLabel('Sector')).toHaveValue('Techniek')
  })

  test('a closed vacancy’s application link opens the open application with a note', async ({ page, request }) => {
    await withClosedVacancy(request, 'sort=-title', async (vacancy) => {
      await page.goto(`/solliciteren?vacature=${vacancy.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open sollicitatie')
      await expect(page.getByRole('note')).toContainText('Deze vacature staat niet meer open.')
      await expect(page.locator('input[name="vacancyId"]')).toHaveCount(0)
    })
  })
})

test('screenshots of every page type at 375 and 1280 px', async ({ page, request }) => {
  test.setTimeout(300_000)
  const table = await routeTable(request)
  const byType = new Map<string, string>()
  for (const [path, entry] of Object.entries(table)) {
    if (!byType.has(entry.pageType) && !/%/.test(path)) byType.set(entry.pageType, path)
  }
  const shots = [...byType].map(([type, path]) => [type, path] as const)
  shots.push(['thankYou', '/contact/bedankt'], ['notFound', '/bestaat-niet'])
  const overflowing: string[] = []
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    for (const [type, path] of shots) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(type === 'notFound' ? 404 : 200)
      // Through the page once, as a visitor scrolls: lazy images below the first screen load.
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
          window.scrollTo(0, top)
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
      await saveScreenshot(page, `page-${type}`)
      // Nothing wider than the screen: no sideways scrolling on a phone.
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > viewport.width) overflowing.push(`${path} at ${viewport.width} px is ${width} px wide`)
    }
  }
  expect(overflowing).toEqual([])
})
