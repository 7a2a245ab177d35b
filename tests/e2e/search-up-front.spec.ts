import { expect, test, type Browser, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { resultsHeading, waitForHydration } from './helpers'

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

async function newPage(browser: Browser, viewport: typeof PHONE, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled })
  return context.newPage()
}

const countOf = (text: string | null) => Number(text?.match(/^(\d+) vacatures?/)?.[1])

/** 'Wat' and 'Waar' on the home page lead to the overview of that search. */
async function searchFromHome(page: Page, javaScriptEnabled: boolean): Promise<void> {
  await page.goto('/')
  const form = page.getByRole('search', { name: 'Zoek vacatures' })
  if (javaScriptEnabled) await waitForHydration(page, 'body')
  await form.getByRole('searchbox', { name: 'Wat functie of trefwoord' }).fill('planner')
  await form.getByLabel('Plaats', { exact: true }).fill('Eindhoven')
  await form.getByLabel('Binnen').selectOption('50')
  await form.getByRole('button', { name: 'Zoek vacatures' }).click()
  await expect(page).toHaveURL(/\/vacatures\?search=planner&near=Eindhoven&km=50$/)
  await expect(resultsHeading(page)).toHaveText(/^\d+ vacatures?/)
  expect(countOf(await resultsHeading(page).textContent())).toBeGreaterThan(0)
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript'

  for (const viewport of [PHONE, DESKTOP]) {
    test(`searching from the home page with 'Wat' and 'Waar' (${viewport.width} px, ${mode})`, async ({ browser }) => {
      const page = await newPage(browser, viewport, javaScriptEnabled)
      await searchFromHome(page, javaScriptEnabled)
      // The overview keeps 'Wat' and 'Waar' on top, filled in, at every width.
      await expect(page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })).toBeVisible()
      await expect(page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })).toHaveValue('planner')
      await expect(page.getByLabel('Plaats', { exact: true })).toHaveValue('Eindhoven')
      await page.context().close()
    })
  }

  test(`on a phone the filters open as a sheet whose button shows the results (${mode})`, async ({ browser }) => {
    const page = await newPage(browser, PHONE, javaScriptEnabled)
    await page.goto('/vacatures?search=planner')
    if (javaScriptEnabled) await waitForHydration(page, 'form[role="search"]')
    const before = countOf(await resultsHeading(page).textContent())
    await page.locator('summary', { hasText: 'Filters' }).click()
    const sector = page.getByLabel('Sector')
    await expect(sector).toBeVisible()
    // The sheet covers the screen: its button is in view without scrolling.
    const show = page.getByRole('button', { name: javaScriptEnabled ? /^Toon \d+ vacatures?$/ : 'Toon vacatures' })
    await expect(show).toBeInViewport()
    if (javaScriptEnabled) await expectNoAxeViolations(page, 'the filter sheet')
    const option = await sector.locator('option:not([value=""])').first().textContent()
    const value = option?.replace(/ \(\d+\)$/, '') ?? ''
    const count = Number(option?.match(/\((\d+)\)$/)?.[1])
    await sector.selectOption(value)
    if (javaScriptEnabled) {
      // The count is live: the button says what the list now holds.
      await expect(show).toHaveText(count === 1 ? 'Toon 1 vacature' : `Toon ${count} vacatures`)
    }
    await show.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('sector')).toBe(value)
    await expect(resultsHeading(page)).toBeInViewport()
    expect(countOf(await resultsHeading(page).textContent())).toBe(count)
    expect(count).toBeLessThanOrEqual(before)
    await expect(sector).toBeHidden()
    if (javaScriptEnabled) await expect(resultsHeading(page)).toBeFocused()
    await page.context().close()
  })
}

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY)

/** Tries to scroll the page with the wheel and the keyboard; returns how far the page moved. */
async function tryToScroll(page: Page): Promise<number> {
  const before = await scrollTop(page)
  await page.mouse.move(180, 400)
  await page.mouse.wheel(0, 1500)
  await page.keyboard.press('PageDown')
  // Scrolling is smooth now and then: give it a moment to end.
  await page.waitForTimeout(400)
  return (await scrollTop(page)) - before
}

test('on a phone the page behind the open filter sheet stays still, until Escape or Back closes it (keyboard)', async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, true)
  await page.goto('/vacatures')
  await waitForHydration(page, 'form[role="search"]')
  // A second page of the list: Back then stays on the overview.
  await page
    .getByRole('navigation', { name: 'Paginering' })
    .getByRole('link', { name: 'Pagina 2', exact: true })
    .click()
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2')
  await page.evaluate(() => window.scrollTo(0, 0))
  const summary = page.locator('summary', { hasText: 'Filters' })
  const sector = page.getByLabel('Sector')

  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(sector).toBeVisible()
  expect(await tryToScroll(page)).toBe(0)
  await page.keyboard.press('Escape')
  await expect(sector).toBeHidden()
  await expect(summary).toBeFocused()
  expect(await tryToScroll(page)).toBeGreaterThan(0)

  await page.evaluate(() => window.scrollTo(0, 0))
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(sector).toBeVisible()
  expect(await tryToScroll(page)).toBe(0)
  await page.goBack()
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull()
  await expect(sector).toBeHidden()
  expect(await tryToScroll(page)).toBeGreaterThan(0)
  await page.context().close()
})

test('a filter changed with the keyboard keeps focus while the list reloads in place (1280 px)', async ({
  browser,
}) => {
  const page = await newPage(browser, DESKTOP, true)
  await page.goto('/vacatures')
  await waitForHydration(page, 'form[role="search"]')
  const before = await resultsHeading(page).textContent()
  const sector = page.getByLabel('Sector')
  await sector.focus()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => new URL(page.url()).searchParams.get('sector')).not.toBeNull()
  await expect(resultsHeading(page)).not.toHaveText(before ?? '')
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  await expect(sector).toBeFocused()
  // And the next control is one Tab further, as before the change.
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Regio')).toBeFocused()
  await page.context().close()
})

test("on a phone 'Toon N vacatures' pressed while the list still reloads brings focus to the results heading (keyboard)", async ({
  browser,
}) => {
  const page = await newPage(browser, PHONE, true)
  await page.goto('/vacatures?search=planner')
  await waitForHydration(page, 'form[role="search"]')
  const summary = page.locator('summary', { hasText: 'Filters' })
  await summary.focus()
  await page.keyboard.press('Enter')
  const sector = page.getByLabel('Sector')
  await sector.focus()
  await page.keyboard.press('ArrowDown')
  // At once, before the new list has arrived.
  await page.getByRole('button', { name: /^Toon \d+ vacatures?$/ }).focus()
  await page.keyboard.press('Enter')
  await expect(sector).toBeHidden()
  await expect.poll(() => new URL(page.url()).searchParams.get('sector')).not.toBeNull()
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  await expect(resultsHeading(page)).toBeFocused()
  await expect(resultsHeading(page)).toBeInViewport()
  await page.context().close()
})

test('axe finds no violations on the home page and the overview at 375 and 1280 px', async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await newPage(browser, viewport, true)
    await page.goto('/')
    await expectNoAxeViolations(page, `home ${viewport.width}`)
    await page.goto('/vacatures?search=planner&near=Eindhoven&km=50')
    await expectNoAxeViolations(page, `overview ${viewport.width}`)
    await page.context().close()
  }
})
