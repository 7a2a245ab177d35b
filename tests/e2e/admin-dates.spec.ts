import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { formatAdminDate } from '@/cms/admin/format-date'

import { EDITOR, HUMAN_TYPING, loginAs } from './helpers'

/**
 * The admin's date fields as an editor meets them: Dutch from the first render, and typed the
 * Dutch way, relative days included, in Dutch time. A text the field cannot read is answered in
 * Dutch and changes nothing. The vacancy made here is removed.
 */

test.use({ timezoneId: 'Europe/Amsterdam' })

const DUTCH_MONTHS =
  /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}, \d{2}:\d{2}$/

const ZONE = 'Europe/Amsterdam'

/** The calendar day `offset` days from today in the Netherlands, as the field writes it: 29 november 2026. */
function dutchDay(offset: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(new Date())
      .map(({ type, value }) => [type, Number(value)]),
  )
  const day = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! + offset, 12))
  return new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    day,
  )
}

/** A stored moment as the admin shows it ('' while none is stored). */
const dutchMoment = (iso: string) => (iso ? formatAdminDate(iso) : '')

async function createDraft(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/api/vacancies?draft=true', {
    data: {
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      vacancyLocation: 'Utrecht',
      datePosted: '2026-11-28T13:00:00.000Z',
      _status: 'draft',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

const storedValidThrough = async (request: APIRequestContext, id: number) =>
  ((await (await request.get(`/api/vacancies/${id}?draft=true&depth=0`)).json()) as { validThrough?: string | null })
    .validThrough ?? null

const dateInput = (page: Page, label: string) => page.locator('.date-time-field', { hasText: label }).locator('input')

/** Replaces the field's text the way a person does, then leaves it with `leave` (Tab or Enter). */
async function typeDate(page: Page, label: string, text: string, leave: 'Tab' | 'Enter') {
  const input = dateInput(page, label)
  await input.click()
  await input.press('ControlOrMeta+A')
  await input.press('Backspace')
  await input.pressSequentially(text, HUMAN_TYPING)
  await input.press(leave)
}

test.describe('date fields in the admin', () => {
  test.describe.configure({ timeout: 180_000 })

  let id: number

  test.beforeEach(async ({ page }) => {
    await loginAs(page, EDITOR)
    id = await createDraft(page.request, `Planner datumtest ${Date.now().toString(36)}`)
  })

  test.afterEach(async ({ page }) => {
    expect((await page.request.delete(`/api/vacancies/${id}`)).ok()).toBe(true)
  })

  test('show a Dutch month from their first render, before Payload has loaded its Dutch date words', async ({
    page,
  }) => {
    // Payload renders the form's fields in the browser: every value a date input shows as it is
    // put in the page is noted, the first render's included.
    await page.addInitScript(() => {
      const shown: string[] = []
      Reflect.set(window, 'shownDates', shown)
      const note = () => {
        for (const input of document.querySelectorAll<HTMLInputElement>('.date-time-field input'))
          if (input.value && !shown.includes(input.value)) shown.push(input.value)
      }
      new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true })
    })
    await page.goto(`/admin/collections/vacancies/${id}`)
    await expect(dateInput(page, 'Geplaatst op')).toHaveValue('28 november 2026, 14:00')
    const shown = await page.evaluate(() => Reflect.get(window, 'shownDates') as string[])
    expect(shown.length).toBeGreaterThan(0)
    for (const value of shown) expect(value).toMatch(DUTCH_MONTHS)
  })

  test("read 'morgen om 9 uur', 'overmorgen' and 'vandaag om 17:00' in Dutch time, and say so when a text is no date", async ({
    page,
  }) => {
    await page.goto(`/admin/collections/vacancies/${id}`)
    const field = dateInput(page, 'Geldig tot')
    await expect(field).toBeVisible({ timeout: 30_000 })

    await typeDate(page, 'Geldig tot', 'morgen om 9 uur', 'Tab')
    await expect(field).toHaveValue(`${dutchDay(1)}, 09:00`)
    await expect
      .poll(async () => dutchMoment((await storedValidThrough(page.request, id)) ?? ''))
      .toBe(`${dutchDay(1)}, 09:00`)

    // Enter takes the typed day, not the day the calendar had highlighted.
    await typeDate(page, 'Geldig tot', 'overmorgen', 'Enter')
    await expect(field).toHaveValue(`${dutchDay(2)}, 00:00`)

    await typeDate(page, 'Geldig tot', 'vandaag om 17:00', 'Tab')
    await expect(field).toHaveValue(`${dutchDay(0)}, 17:00`)
    await expect
      .poll(async () => dutchMoment((await storedValidThrough(page.request, id)) ?? ''))
      .toBe(`${dutchDay(0)}, 17:00`)

    // A text it cannot read: a Dutch message at the field, and the date stays what it was.
    await typeDate(page, 'Geldig tot', 'volgende week dinsdag', 'Tab')
    const refusal = page.locator('.date-time-field', { hasText: 'Geldig tot' }).locator('..').getByRole('alert')
    await expect(refusal).toContainText('‘volgende week dinsdag’ is geen datum die we kunnen lezen')
    await expect(refusal).toContainText('morgen om 9 uur')
    await expect(field).toHaveValue(`${dutchDay(0)}, 17:00`)
    // The field's next autosave stores the date it kept.
    await expect
      .poll(async () => dutchMoment((await storedValidThrough(page.request, id)) ?? ''))
      .toBe(`${dutchDay(0)}, 17:00`)

    // A written date clears the message.
    await typeDate(page, 'Geldig tot', '31-12-2026 23:30', 'Tab')
    await expect(field).toHaveValue('31 december 2026, 23:30')
    await expect(refusal).toHaveCount(0)
    await expect.poll(() => storedValidThrough(page.request, id)).toBe('2026-12-31T22:30:00.000Z')
  })
})
