import { expect, test, type Locator, type Page } from '@playwright/test'

// 'Bewaren: <titel>', pressed 'Bewaard: <titel>'.
const saveButton = (scope: Locator | Page) => scope.getByRole('button', { name: /^(Bewaren|Bewaard): / })
const rows = (page: Page) => page.locator('#inhoud article')
const savedItems = (page: Page) => page.getByRole('list', { name: 'Bewaarde vacatures' }).getByRole('listitem')

test('save two vacancies from the list and one from its page, see the count, remove one, reload; a second tab follows', async ({
  page,
  context,
}) => {
  await page.goto('/vacatures')
  const count = page.getByTestId('saved-count')
  // Nothing saved: no '0' badge, the link is still there by its name.
  const headerLink = page.getByRole('banner').getByRole('link', { name: /^Bewaarde vacatures/ })
  await expect(headerLink).toHaveAccessibleName('Bewaarde vacatures')
  await expect(count).toHaveCount(0)

  const first = rows(page).nth(0)
  await saveButton(first).click()
  await expect(saveButton(first)).toHaveAttribute('aria-pressed', 'true')

  // With the keyboard: from the title link, Tab reaches the row's button, Space presses it.
  const second = rows(page).nth(1)
  await second.getByRole('heading').getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(saveButton(second)).toBeFocused()
  await page.keyboard.press('Space')
  await expect(saveButton(second)).toHaveAttribute('aria-pressed', 'true')
  await expect(count).toHaveText('2')
  await expect(headerLink).toHaveAccessibleName('Bewaarde vacatures 2')
  const secondTitle = (await second.getByRole('heading').innerText()).trim()

  // A third one from its own page.
  const link = rows(page).nth(2).getByRole('heading').getByRole('link')
  const thirdTitle = (await link.innerText()).trim()
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thirdTitle)
  // Its own button (similar vacancies below have theirs).
  const own = saveButton(page.getByRole('complementary', { name: 'Over deze vacature' }))
  await expect(own).toHaveAccessibleName(`Bewaren: ${thirdTitle}`)
  await expect(own).toHaveAttribute('aria-pressed', 'false')
  await own.click()
  await expect(own).toHaveAttribute('aria-pressed', 'true')
  await expect(own).toHaveAccessibleName(`Bewaard: ${thirdTitle}`)
  await expect(count).toHaveText('3')

  const other = await context.newPage()
  await other.goto('/bewaarde-vacatures')
  await expect(savedItems(other)).toHaveCount(3)
  await expect(savedItems(other).first()).toContainText(thirdTitle)

  await page.getByRole('link', { name: /^Bewaarde vacatures/ }).click()
  await expect(page).toHaveURL(/\/bewaarde-vacatures$/)
  await expect(savedItems(page)).toHaveCount(3)
  await page.getByRole('button', { name: `Verwijder ${secondTitle} uit je bewaarde vacatures` }).click()
  await expect(savedItems(page)).toHaveCount(2)
  await expect(count).toHaveText('2')

  // The other tab follows without a reload.
  await expect(savedItems(other)).toHaveCount(2)
  await expect(other.getByTestId('saved-count')).toHaveText('2')

  await page.reload()
  await expect(savedItems(page)).toHaveCount(2)
  await expect(page.getByTestId('saved-count')).toHaveText('2')
  await expect(page.getByText(secondTitle)).toHaveCount(0)
})

test('the saved page marks a closed vacancy, and its first HTML is the whole page with its title', async ({
  page,
  request,
}) => {
  // Rendered for each request (the build has no content to prerender it with); the saved ids live
  // in the browser, so the HTML is the same for everyone.
  const first = await request.get('/bewaarde-vacatures')
  expect(first.status()).toBe(200)
  const html = await first.text()
  expect(html).toContain('<h1')
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).not.toContain('undefined')

  // An id that is not (or no longer) a published vacancy shows as gone, and can be removed.
  await page.goto('/bewaarde-vacatures')
  await page.evaluate(() => localStorage.setItem('koers-saved-vacancies', JSON.stringify([999999])))
  await page.reload()
  await expect(savedItems(page)).toHaveCount(1)
  await expect(savedItems(page)).toContainText('Deze vacature bestaat niet meer.')
  await savedItems(page)
    .getByRole('button', { name: /^Verwijder/ })
    .click()
  await expect(page.getByText('Je hebt nog geen vacatures bewaard.')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the save button and the header count are in reach', async ({ page }) => {
    await page.goto('/vacatures')
    const row = rows(page).nth(0)
    await saveButton(row).click()
    await expect(page.getByTestId('saved-count')).toHaveText('1')
    await expect(page.getByTestId('saved-count')).toBeInViewport()
    const box = await saveButton(row).boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('the saved page breaks titles between words, never mid-word', async ({ page, request }) => {
    const { docs } = (await (await request.get('/api/vacancies?limit=100&depth=0')).json()) as {
      docs: Array<{ id: number }>
    }
    await page.goto('/bewaarde-vacatures')
    await page.evaluate(
      (ids) => localStorage.setItem('koers-saved-vacancies', JSON.stringify(ids)),
      docs.map((doc) => doc.id),
    )
    await page.reload()
    await expect(savedItems(page)).toHaveCount(docs.length)
    await expect(page.getByText('Bewaarde vacatures worden geladen…')).toHaveCount(0)
    expect(await savedItems(page).getByRole('heading', { level: 2 }).count()).toBeGreaterThan(docs.length / 2)
    // A line that starts inside a word: the letter before it and the first letter of the line are
    // of one word (no space, no hyphen or slash between them).
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('main li h2 a')].flatMap((link) => {
        const node = link.firstChild
        const text = node?.textContent ?? ''
        const range = document.createRange()
        let top: number | null = null
        for (let index = 0; node && index < text.length; index++) {
          range.setStart(node, index)
          range.setEnd(node, index + 1)
          const rect = range.getClientRects()[0]
          if (!rect) continue
          const newLine = top !== null && rect.top > top + 2
          if (newLine && /[^\s/-]/.test(text[index - 1]) && /\S/.test(text[index])) return [text]
          top = rect.top
        }
        return []
      }),
    )
    expect(broken).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
