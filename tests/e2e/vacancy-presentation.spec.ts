import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { waitForHydration } from './helpers'

/*
 * How a vacancy presents itself to a job seeker: focus that never hides under the fixed header or
 * the phone's apply bar, saved vacancies side by side, a person to ask on every vacancy.
 */

const PHONE = { width: 375, height: 812 }

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
