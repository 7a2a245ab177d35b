import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

/*
 * The job seeker's journeys as people go through them: typing at a normal pace, the keyboard,
 * a phone's width, and pages used before (or without) their JavaScript.
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

const resultsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ vacatures?$/ })

/** Waits until the overview's controls are interactive (hydrated). */
async function openOverview(page: Page, url = '/vacatures'): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form[role="search"]') ?? {}).some((key) => key.startsWith('__react')),
  )
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
      // Small screens fold the filters into the 'Filters' disclosure.
      if (viewport === PHONE) await page.getByText('Filters', { exact: true }).click()
      const box = page.getByRole('searchbox', { name: 'Zoek in vacatures' })
      await box.click()
      await box.pressSequentially('verpleegkundige', { delay: 150 })
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
