import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { EDITOR, HUMAN_TYPING, resultsHeading } from './helpers'

/*
 * Searching by meaning and by distance as a person does: typing at a normal pace, choosing a
 * place and radius, another order, another page, and back.
 */

const DAY = 24 * 60 * 60 * 1000
const runId = Date.now().toString(36)
const created: number[] = []

// Fourteen nurse vacancies within 25 km of Utrecht (two pages) and one beyond it.
const NEAR_UTRECHT = ['Utrecht', 'Nieuwegein', 'Zeist', 'Houten', 'Amersfoort', 'Woerden', 'Hilversum']
const PLACES = [...NEAR_UTRECHT, ...NEAR_UTRECHT, 'Zwolle']

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: EDITOR })
  expect(login.ok()).toBe(true)
  // Production cookies are Secure; over plain http the token goes in the header instead.
  return { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
}

test.beforeAll(async ({ request }) => {
  const headers = await editorHeaders(request)
  for (const [index, place] of PLACES.entries()) {
    const response = await request.post('/api/vacancies', {
      headers,
      data: {
        title: `Verpleegkundige Zwoegwijk ${index + 1}`,
        slug: `verpleegkundige-zwoegwijk-${runId}-${index + 1}`,
        vacancyLocation: place,
        vacancyHours: '32 - 36 uur',
        salary: { min: 3100, max: 4200, unit: 'MONTH' },
        datePosted: new Date(Date.now() - (index + 1) * DAY).toISOString(),
        _status: 'published',
      },
    })
    expect(response.status()).toBe(201)
    created.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
})

test.afterAll(async ({ request }) => {
  const headers = await editorHeaders(request)
  for (const id of created) await request.delete(`/api/vacancies/${id}`, { headers })
})

const rowTitles = (page: Page) => page.locator('section[aria-labelledby="vacancy-results"] li h3')
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

test('search "verpleegkundigen" within 25 km of Utrecht, sort, page and back', async ({ page }) => {
  await page.goto('/vacatures')
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form[role="search"]') ?? {}).some((key) => key.startsWith('__react')),
  )
  const box = page.getByRole('searchbox', { name: 'Wat functie of trefwoord' })
  await box.click()
  // The plural finds the singular titles (Dutch stemming).
  await box.pressSequentially('verpleegkundigen zwoegwijk', HUMAN_TYPING)
  await expect(page).toHaveURL(/\?search=verpleegkundigen\+zwoegwijk$/)
  await expect(resultsHeading(page)).toHaveText('15 vacatures')

  await page.getByLabel('Binnen').selectOption('25')
  const place = page.getByLabel('Plaats', { exact: true })
  await place.click()
  // The place applies as it is typed, as the search does: no Enter, and the field keeps every key and the focus.
  await place.pressSequentially('Utrecht', HUMAN_TYPING)
  await expect.poll(() => query(page)).toEqual({ search: 'verpleegkundigen zwoegwijk', near: 'Utrecht' })
  await expect(place).toBeFocused()
  await expect(place).toHaveValue('Utrecht')
  await expect(resultsHeading(page)).toHaveText('14 vacatures')
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  // Every row says how far it is from Utrecht.
  const distances = page.locator('[data-distance]')
  await expect(distances).toHaveCount(12)
  for (const text of await distances.allTextContents()) expect(text).toMatch(/^Afstand: (< 1|\d+) km van Utrecht$/)

  await page.getByLabel('Sorteer op').selectOption('nieuwste')
  await expect
    .poll(() => query(page))
    .toEqual({ search: 'verpleegkundigen zwoegwijk', near: 'Utrecht', sort: 'nieuwste' })
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  const firstPage = await rowTitles(page).allTextContents()
  expect(firstPage[0]).toBe('Verpleegkundige Zwoegwijk 1')
  expect(firstPage).toHaveLength(12)

  await page
    .getByRole('navigation', { name: 'Paginering' })
    .getByRole('link', { name: /Pagina 2/ })
    .click()
  await expect.poll(() => query(page)).toMatchObject({ page: '2', sort: 'nieuwste', near: 'Utrecht' })
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  await expect(rowTitles(page)).toHaveText(['Verpleegkundige Zwoegwijk 13', 'Verpleegkundige Zwoegwijk 14'])

  await page.goBack()
  await expect
    .poll(() => query(page))
    .toEqual({ search: 'verpleegkundigen zwoegwijk', near: 'Utrecht', sort: 'nieuwste' })
  await expect(page.getByTestId('vacancy-loader')).toHaveCount(0)
  await expect(rowTitles(page)).toHaveText(firstPage)
  await expect(page.getByLabel('Sorteer op')).toHaveValue('nieuwste')
  await expect(page.getByLabel('Plaats', { exact: true })).toHaveValue('Utrecht')
})

test('an unknown place explains itself and suggests places, also without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/vacatures?search=verpleegkundige&near=Utrech&km=10')
  await expect(page.getByRole('alert')).toContainText('We kennen geen plaats ‘Utrech’')
  await page.getByRole('link', { name: 'Utrecht', exact: true }).click()
  await expect(page).toHaveURL(/near=Utrecht&km=10/)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await context.close()
})
