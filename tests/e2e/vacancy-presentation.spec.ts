import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { waitForHydration } from './helpers'

/*
 * How a vacancy presents itself to a job seeker: focus that never hides under the fixed header or
 * the phone's apply bar, saved vacancies side by side, a person to ask on every vacancy.
 */

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1280, height: 800 }

/** Where the focused element is, and the fixed header and apply bar it must stay clear of. */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    const box = element.getBoundingClientRect()
    const header = document.querySelector('.site-header')?.getBoundingClientRect()
    const bar = document.querySelector('.vacancy-apply-bar')?.getBoundingClientRect()
    return {
      name: `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 40)}`,
      // An element of the header or the bar itself is not covered by it.
      fixed: Boolean(element.closest('.site-header, .vacancy-apply-bar')),
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      headerBottom: header?.bottom ?? 0,
      barTop: bar?.top ?? window.innerHeight,
      width: window.innerWidth,
    }
  })
}

test.describe('focus is never hidden (WCAG 2.2 SC 2.4.11)', () => {
  test.use({ viewport: PHONE })

  test('tabbing through a vacancy at 375 px, every focused element is wholly in view between header and apply bar', async ({
    page,
  }) => {
    await page.goto('/vacatures/werkvoorbereider-utiliteitsbouw-1')
    await waitForHydration(page, '.site-header')
    await expect(page.locator('.vacancy-apply-bar')).toBeVisible()
    const seen: string[] = []
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab')
      const box = await focusedBox(page)
      if (!box) break
      if (seen.length && box.name === seen[0] && step > 5) break
      seen.push(box.name)
      if (box.fixed) continue
      expect.soft(box.top, `${box.name}: under the header`).toBeGreaterThanOrEqual(box.headerBottom - 0.5)
      expect.soft(box.bottom, `${box.name}: under the apply bar`).toBeLessThanOrEqual(box.barTop + 0.5)
      expect.soft(box.left, `${box.name}: off the left edge`).toBeGreaterThanOrEqual(-0.5)
      expect.soft(box.right, `${box.name}: off the right edge`).toBeLessThanOrEqual(box.width + 0.5)
    }
    // The walk reached the page's end: the similar vacancies and the footer.
    expect(seen.length).toBeGreaterThan(20)
    expect(seen.some((name) => name.includes('Bewaren'))).toBe(true)
    await expectNoAxeViolations(page)
  })
})

const savedCards = (page: Page) => page.getByRole('list', { name: 'Bewaarde vacatures' }).getByRole('listitem')

test.describe('saved vacancies compare', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`save two from a search near Utrecht, compare them on the saved page (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/vacatures?near=Utrecht&km=50')
      await waitForHydration(page, 'form[role="search"]')
      const rows = page.locator('#inhoud article')
      const titles: string[] = []
      for (const index of [0, 1]) {
        const row = rows.nth(index)
        titles.push((await row.getByRole('heading').innerText()).trim())
        const button = row.getByRole('button', { name: /^Bewaren: / })
        await button.click()
        // Pressed, the button says so in words: 'Bewaard'.
        await expect(row.getByRole('button', { name: /^Bewaard: / })).toHaveAttribute('aria-pressed', 'true')
      }
      if (viewport === DESKTOP)
        await expect(rows.nth(0).getByRole('button', { name: /^Bewaard: / })).toHaveText('Bewaard')

      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Bewaarde vacatures/ })
        .click()
      await expect(page).toHaveURL(/\/bewaarde-vacatures$/)
      const cards = savedCards(page)
      await expect(cards).toHaveCount(2)
      // Newest saved first; each card has the same facts in the same order, measured from the
      // place of the search this tab made.
      for (const [index, title] of [titles[1], titles[0]].entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(title)
        await expect(card.locator('dt')).toHaveText(['Salaris', 'Uren', 'Locatie', 'Afstand', 'Geplaatst'])
        await expect(card.locator('[data-fact="distance"] dd')).toHaveText(/^(< 1|\d+) km van Utrecht$/)
        await expect(card.locator('[data-fact="salary"] dd')).toHaveText(/€/)
        await expect(card.getByRole('link', { name: `Solliciteer direct: ${title}` })).toBeVisible()
      }
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      // Side by side where there is room, one under the other on a phone.
      if (viewport === DESKTOP) expect(Math.abs(first!.y - second!.y)).toBeLessThan(1)
      else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await expectNoAxeViolations(page)

      // Another place, asked on the page itself.
      await page.getByLabel('Afstand vanaf (plaats)').fill('Groningen')
      await page.getByRole('button', { name: 'Toon afstand' }).click()
      await expect(page).toHaveURL(/near=Groningen/)
      await expect(cards.nth(0).locator('[data-fact="distance"] dd')).toHaveText(/km van Groningen$/)

      // Restored: nothing saved in this browser's storage for the next test.
      await page.evaluate(() => localStorage.removeItem('koers-saved-vacancies'))
    })
  }

  test('without JavaScript the saved page says why it needs it and keeps its place form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/bewaarde-vacatures?near=Utrecht')
    await expect(
      page.getByText('Bewaarde vacatures worden in je browser bewaard en hebben JavaScript nodig.'),
    ).toBeVisible()
    await expect(page.getByLabel('Afstand vanaf (plaats)')).toHaveValue('Utrecht')
    await expectNoAxeViolations(page)
    await context.close()
  })
})

test.describe('a person for every vacancy', () => {
  test('at 1280 × 800 the recruiter’s name is in the first screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/vacatures/werkvoorbereider-utiliteitsbouw-1')
    const contact = page.getByTestId('vacancy-contact')
    await expect(contact).toContainText('Je recruiter')
    await expect(contact).toContainText('Pieter de Graaf')
    const box = await contact.getByText('Pieter de Graaf').boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a vacancy without its own recruiter names the sector’s account manager; similar ones say why (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/vacatures/controller-20')
      if (viewport === DESKTOP) {
        const contact = page.getByTestId('vacancy-contact')
        await expect(contact).toContainText('Je contactpersoon voor Finance')
        const box = await contact.getByText('Iris Wouters').boundingBox()
        expect(box!.y + box!.height).toBeLessThanOrEqual(DESKTOP.height)
      } else {
        const block = page.getByRole('complementary', { name: 'Vragen over deze vacature?' })
        await expect(block).toContainText('Neem contact op met Iris Wouters, onze accountmanager voor Finance.')
        await expect(block.getByRole('link', { name: '030 123 45 74' })).toHaveAttribute('href', 'tel:0301234574')
        await expect(block.getByRole('link', { name: 'iris@koersgroep.nl' })).toBeVisible()
      }
      const similar = page
        .getByRole('region', { name: 'Vergelijkbare vacatures' })
        .getByRole('listitem')
        .filter({
          has: page.getByRole('article'),
        })
      expect(await similar.count()).toBeGreaterThan(0)
      for (const row of await similar.all()) {
        const reasons = await row.getByTestId('similar-reasons').getByRole('listitem').allInnerTexts()
        expect(reasons.length).toBeGreaterThan(0)
        for (const reason of reasons) expect(['Ook in Finance', 'In de buurt']).toContain(reason.trim())
      }
      await expectNoAxeViolations(page)
    })
  }
})
