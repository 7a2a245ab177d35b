import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { resultsHeading, waitForHydration, withClosedVacancy } from './helpers'
import { baseURL } from '../../playwright.config'

type HistoryCall = { kind: 'pushState' | 'replaceState'; url: string }
type Seeded = {
  id: number
  title: string
  uri: string
  vacancyLink?: string | null
  vacancyReference?: string | null
  vacancyHours?: string | null
  vacancyProvince?: string | null
  vacancyLocation: string
  vacancyCompany?: string | null
}

/** Records every history.pushState/replaceState the page makes (Next's router included). */
async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: HistoryCall[] = []
    Object.assign(window, { __historyCalls: calls })
    for (const kind of ['pushState', 'replaceState'] as const) {
      const original = history[kind].bind(history)
      history[kind] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url)
          calls.push({
            kind,
            url: new URL(String(url), location.href).pathname + new URL(String(url), location.href).search,
          })
        original(data, unused, url)
      }
    }
  })
}

const historyCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __historyCalls: HistoryCall[] }).__historyCalls.splice(0))
const historyLength = (page: Page) => page.evaluate(() => history.length)

/** The structured data of a type on the page. */
async function jsonLdOfType(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts
    .flatMap((text) => [JSON.parse(text)].flat())
    .filter((data: Record<string, unknown>) => data['@type'] === type)
}

async function findVacancies(request: APIRequestContext, query: string): Promise<Seeded[]> {
  const response = await request.get(`/api/vacancies?depth=0&limit=100&${query}`)
  return ((await response.json()) as { docs: Seeded[] }).docs
}

const rows = (page: Page) => page.locator('#inhoud article h3')
const searchBox = (page: Page) => page.getByPlaceholder('Zoeken...')

/** Waits until the client filter form is interactive (hydrated). */
async function openOverview(page: Page, url = '/vacatures'): Promise<void> {
  await page.goto(url)
  await expect(page.locator('form[role="search"]')).toBeVisible()
  await waitForHydration(page, 'form[role="search"]')
}

test.describe('vacancy overview', () => {
  test('shows the banner, the filters and the first 12 open vacancies', async ({ page }) => {
    await openOverview(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vind de baan die')
    await expect(resultsHeading(page)).toHaveText('64 vacatures')
    await expect(rows(page)).toHaveCount(12)
    for (const [label, empty] of [
      ['Functietype', 'Kies functietype'],
      ['Sector', 'Kies sector'],
      ['Regio', 'Kies regio'],
    ]) {
      await expect(page.getByLabel(label, { exact: true }).locator('option').first()).toHaveText(empty)
    }
    // Options are names with their number of open vacancies; spelling variants are merged.
    await expect(page.getByLabel('Regio').locator('option', { hasText: /^'s-Hertogenbosch \(\d+\)$/ })).toHaveCount(1)
    await expect(page.getByLabel('Regio').locator('option', { hasText: /Den Bosch|Landelijk/ })).toHaveCount(0)
    // Dutch order: "'s-Hertogenbosch" among the H's, not between the R's and the T's.
    const places = (await page.getByLabel('Regio').locator('option').allTextContents())
      .slice(1)
      .map((option) => option.replace(/ \(\d+\)$/, ''))
    const before = places.slice(0, places.indexOf("'s-Hertogenbosch"))
    expect(before.every((place) => place.replace(/^'s-/, '').localeCompare('Hertogenbosch', 'nl') < 0)).toBe(true)
    expect(before.some((place) => /^[R-Z]/.test(place))).toBe(false)
    expect(await jsonLdOfType(page, 'JobPosting')).toEqual([])
  })

  test('typing in the search box updates the URL once, 500 ms later, replacing the history entry', async ({ page }) => {
    await recordHistory(page)
    await page.clock.install()
    await openOverview(page)
    // From here on, page time moves only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    const length = await historyLength(page)
    await historyCalls(page)
    await searchBox(page).pressSequentially('planner')
    await page.clock.runFor(499)
    expect(await historyCalls(page)).toEqual([])
    await expect(page).toHaveURL(/\/vacatures$/)
    await page.clock.runFor(1)
    await page.clock.resume()
    await expect(page).toHaveURL(/\/vacatures\?search=planner$/)
    await expect(resultsHeading(page)).toHaveText(/^\d+ vacatures?$/)
    await expect(rows(page).first()).toContainText(/planner/i)
    const calls = await historyCalls(page)
    expect(calls.filter((call) => call.kind === 'pushState')).toEqual([])
    expect(new Set(calls.map((call) => call.url))).toEqual(new Set(['/vacatures?search=planner']))
    expect(await historyLength(page)).toBe(length)
  })

  test('choosing a filter resets the page and replaces the history entry', async ({ page }) => {
    await openOverview(page, '/vacatures?page=2')
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
    const length = await historyLength(page)
    await page.getByLabel('Sector').selectOption('Techniek')
    await expect(page).toHaveURL(/\/vacatures\?sector=Techniek$/)
    await expect(page.getByLabel('Sector')).toHaveValue('Techniek')
    const count = await page.getByLabel('Sector').locator('option[value="Techniek"]').textContent()
    await expect(resultsHeading(page)).toHaveText(`${count?.match(/\((\d+)\)/)?.[1]} vacatures in Techniek`)
    expect(await historyLength(page)).toBe(length)
  })

  test('the counts narrow: after a sector, each region offered lists as many vacancies as it says', async ({
    page,
  }) => {
    const countOf = (text: string | null) => Number(text?.match(/\((\d+)\)$/)?.[1])
    await openOverview(page)
    await page.getByLabel('Sector').selectOption('Zorg & Welzijn')
    await expect(page).toHaveURL(/sector=Zorg/)
    const sectorCount = countOf(await page.getByLabel('Sector').locator('option:checked').textContent())
    await expect(resultsHeading(page)).toHaveText(`${sectorCount} vacatures in Zorg & Welzijn`)
    // The regions are counted within the sector now: together they cannot exceed it.
    const regions = page.getByLabel('Regio').locator('option:not([value=""])')
    await expect
      .poll(async () => (await regions.allTextContents()).every((text) => countOf(text) <= sectorCount))
      .toBe(true)
    const offered = await regions.allTextContents()
    expect(offered.every((text) => countOf(text) > 0)).toBe(true)
    const [first] = offered
    await page.getByLabel('Regio').selectOption(first.replace(/ \(\d+\)$/, ''))
    await expect(page).toHaveURL(/location=/)
    await expect(rows(page)).toHaveCount(Math.min(12, countOf(first)))
    await expect(resultsHeading(page)).toHaveText(new RegExp(`^${countOf(first)} vacatures?`))
    // 'Salaris vanaf' counts the same way, and leaves out what no vacancy reaches.
    const salaries = await page.getByLabel('Salaris vanaf').locator('option:not([value=""])').allTextContents()
    expect(salaries.every((text) => countOf(text) > 0 && countOf(text) <= countOf(first))).toBe(true)
  })

  test("'Wis filters' clears all four filters", async ({ page }) => {
    await openOverview(page, '/vacatures?search=planner&function=Planning&sector=Logistiek&location=%27s-Hertogenbosch')
    await expect(searchBox(page)).toHaveValue('planner')
    await expect(page.getByLabel('Functietype')).toHaveValue('Planning')
    await page.getByRole('link', { name: 'Wis filters' }).click()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(searchBox(page)).toHaveValue('')
    for (const label of ['Functietype', 'Sector', 'Regio'])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('')
    await expect(resultsHeading(page)).toHaveText('64 vacatures')
  })

  test('made-up filter values answer the 404 page, in the first HTML', async ({ request }) => {
    for (const path of [
      '/vacatures?sector=Bestaatniet',
      '/vacatures?location=Xyzstad',
      '/vacatures?near=Nergenshuizen',
      '/nieuws?subject=bestaatniet',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain('Pagina niet gevonden')
    }
    // A real combination that matches nothing is a page: it says so and offers ways out.
    expect((await request.get('/vacatures?sector=Techniek&location=Zwolle&function=Sales')).status()).toBe(200)
  })

  test('a searched or filtered list past its last page shows its last page, complete in the first HTML', async ({
    request,
  }) => {
    for (const path of ['/vacatures?search=verpleegkundige&page=99', '/vacatures?sector=Techniek&page=99']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toMatch(/<h2[^>]*id="vacancy-results"[^>]*>[1-9]\d*(<!-- -->)? vacatures?[^<]*<\/h2>/)
      expect(html, path).toContain('<footer')
      // Its title and canonical address are the last page's, not page 99's.
      expect(html, path).not.toContain('pagina 99')
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? ''
      expect(canonical, path).not.toContain('page=99')
    }
  })

  test('a landing page says in its h1 what its title says', async ({ page }) => {
    await page.goto('/vacatures?location=Utrecht')
    await expect(page).toHaveTitle(/^Vacatures in Utrecht/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacatures in Utrecht')
    await page.goto('/vacatures?sector=Techniek')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vacatures Techniek')
  })

  test('a search without results offers ways out that find something, and the alert', async ({ page }) => {
    await openOverview(page, '/vacatures?search=verpleegkundige+utrecht')
    await expect(resultsHeading(page)).toHaveText('Geen vacatures gevonden.')
    const wayOut = page.getByRole('link', { name: '‘verpleegkundige’, zonder ‘utrecht’' })
    await expect(wayOut).toBeVisible()
    await expect(
      page.getByRole('link', { name: /e-mail zodra er een vacature voor deze zoekopdracht is/ }),
    ).toHaveAttribute('href', '#vacature-alert')
    await wayOut.click()
    await expect(page).toHaveURL(/\/vacatures\?search=verpleegkundige$/)
    await expect(resultsHeading(page)).toHaveText(/^\d+ vacatures?$/)
    await expectNoAxeViolations(page)
  })

  test('the alert box without a search offers every new vacancy', async ({ page }) => {
    await page.goto('/vacatures')
    await expect(page.locator('#vacature-alert')).toContainText('Alle nieuwe vacatures in je mailbox')
    await expect(page.locator('#vacature-alert')).not.toContainText('voor alle vacatures')
  })

  test('page 2 pushes a history entry; back returns to page 1', async ({ page }) => {
    await openOverview(page)
    const firstOnPageOne = await rows(page).first().textContent()
    const length = await historyLength(page)
    await page.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/vacatures\?page=2$/)
    await expect(page.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
    await expect(rows(page).first()).not.toHaveText(firstOnPageOne ?? '')
    expect(await historyLength(page)).toBe(length + 1)
    await page.goBack()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(rows(page).first()).toHaveText(firstOnPageOne ?? '')
    await expect(page.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
  })

  test('a page that is not a number is page 1', async ({ page }) => {
    await openOverview(page, '/vacatures?page=abc')
    await expect(page.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
  })

  test('shows the loader while the next list loads', async ({ page }) => {
    await openOverview(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/vacatures\?page=2/, async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Laden…' })).toBeVisible()
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Laden…' })).toHaveCount(0)
    await expect(page).toHaveURL(/page=2/)
  })

  test('an external vacancy opens in a new tab', async ({ page, context, request }) => {
    const [external] = await findVacancies(request, 'where[vacancyLink][exists]=true')
    await context.route('https://www.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Extern</title>' }),
    )
    await openOverview(page, `/vacatures?search=${encodeURIComponent(external.title)}`)
    const link = page.locator(`a[href="${external.vacancyLink}"]`)
    await expect(link).toHaveAccessibleName(`${external.title} (opent in een nieuw tabblad)`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(popup).toHaveURL(String(external.vacancyLink))
    expect(page.url()).toContain('/vacatures?search=')
  })

  test('works without JavaScript: the filter form is a GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/vacatures')
    await page.getByLabel('Sector').selectOption('Techniek')
    await page.getByRole('button', { name: 'Toon vacatures' }).click()
    // Only the chosen filter in the address: no empty fields, no default distance or order.
    await expect(page).toHaveURL(/\/vacatures\?sector=Techniek$/)
    await expect(page.getByLabel('Sector')).toHaveValue('Techniek')
    const option = await page.getByLabel('Sector').locator('option[value="Techniek"]').textContent()
    await expect(resultsHeading(page)).toHaveText(`${option?.match(/\((\d+)\)/)?.[1]} vacatures in Techniek`)
    // 'Wis filters' leads to the plain overview, without a dangling '?'.
    await page.getByRole('link', { name: 'Wis filters' }).click()
    expect(page.url()).toBe(new URL('/vacatures', baseURL).toString())
    await context.close()
  })

  test('sends a form with empty fields on to its own address, never to an internal address', async ({ request }) => {
    const response = await request.get('/vacatures?search=&sector=Techniek&km=25&near=&sort=relevantie', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    const location = new URL(response.headers().location, baseURL)
    expect(location.origin).toBe(new URL(baseURL).origin)
    expect(location.pathname + location.search).toBe('/vacatures?sector=Techniek')
  })

  test('axe finds no violations on the overview', async ({ page }) => {
    await openOverview(page, '/vacatures?sector=Techniek')
    await expectNoAxeViolations(page)
  })
})

test.describe('vacancy detail', () => {
  test('shows the banner, facts, content, JobPosting and the apply link', async ({ page, request }) => {
    const [vacancy] = await findVacancies(
      request,
      'where[vacancyCompany][exists]=true&where[vacancyProvince][exists]=true&where[vacancyLink][exists]=false',
    )
    await page.goto(`/${vacancy.uri}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title)
    await expect(page.locator('#inhoud section').first()).toContainText(`${vacancy.vacancyCompany}`)
    await expect(
      page.getByRole('navigation', { name: 'Kruimelpad' }).getByRole('link', { name: 'Vacatures' }),
    ).toHaveAttribute('href', '/vacatures')
    const facts = page.locator('section[aria-labelledby="vacancy-facts"] dl')
    await expect(facts.locator('dt')).toHaveText([
      'Referentie',
      'Regime',
      'Salaris',
      'Provincie',
      'Locatie',
      'Geplaatst',
    ])
    await expect(facts.locator('dd')).toHaveText([
      String(vacancy.vacancyReference),
      String(vacancy.vacancyHours),
      /€/,
      /\S/,
      vacancy.vacancyLocation,
      /\S/,
    ])
    await expect(page.getByRole('heading', { name: 'Wat ga je doen?' })).toBeVisible()
    // The card beside the text and the button below it; on phones the apply bar instead of the card.
    const applyLinks = page.getByRole('link', { name: 'Solliciteer direct' })
    await expect(applyLinks).toHaveCount(2)
    for (const link of await applyLinks.all()) {
      await expect(link).toHaveAttribute('href', `/solliciteren?vacature=${vacancy.id}`)
    }
    const jsonLd = (await jsonLdOfType(page, 'JobPosting'))[0]
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: vacancy.title,
      hiringOrganization: { name: vacancy.vacancyCompany },
    })
    expect(new Date(String(jsonLd.validThrough)).getTime()).toBeGreaterThan(Date.now())
    await expectNoAxeViolations(page)
  })

  test('leaves out facts without a value', async ({ page, request }) => {
    const [vacancy] = await findVacancies(request, 'where[vacancyProvince][exists]=false')
    await page.goto(`/${vacancy.uri}`)
    const values = await page.locator('section[aria-labelledby="vacancy-facts"] dd').allTextContents()
    expect(values.length).toBeGreaterThan(0)
    for (const value of values) expect(value.trim()).not.toBe('')
  })

  test('a vacancy past its end date shows closed, without apply button or JobPosting', async ({ page, request }) => {
    await withClosedVacancy(request, 'where[vacancyLink][exists]=false&sort=title', async (vacancy) => {
      await page.goto(`/${vacancy.uri}`)
      await expect(page.getByRole('heading', { name: 'Deze vacature is gesloten' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Solliciteer direct' })).toHaveCount(0)
      expect(await jsonLdOfType(page, 'JobPosting')).toEqual([])
      await page.goto(`/vacatures?search=${encodeURIComponent(vacancy.title)}`)
      await expect(resultsHeading(page)).toBeVisible()
      await expect(page.locator(`a[href="/${vacancy.uri}"]`)).toHaveCount(0)
    })
  })
})

test('the vacancy feed lists the open vacancies as XML', async ({ request }) => {
  const response = await request.get('/feeds/vacatures.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml.startsWith('<?xml')).toBe(true)
  expect(xml.match(/<job>/g)?.length).toBeGreaterThanOrEqual(60)
  expect(xml).toContain('<description><![CDATA[')
})

test('the sitemap lists the vacancy pages with their last change', async ({ request }) => {
  const [vacancy] = await findVacancies(request, 'sort=title')
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/${vacancy.uri}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}T`))
})
