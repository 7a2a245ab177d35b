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
