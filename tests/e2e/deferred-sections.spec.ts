import { expect, type Page, test } from '@playwright/test'

import { pathsUnder } from './helpers'
import { settleFrames } from './shell-helpers'

/**
 * The sections below a page's key visual and the footer are rendered when they come near the
 * viewport (content-visibility: auto, `.deferred-sections` in globals.css): a phone's first paint
 * waits for the first screen only. Such a section clips what it paints to its edge plus its
 * overflow-clip-margin, and is laid out in isolation; these tests show that the deferral happens,
 * that no focus ring, card or control is cut off, and that the page's layout is the one it would
 * have without it.
 */

const DEFERRED = '.deferred-sections > *, .deferred-section'
const PHONE = { width: 375, height: 800 }

/** Scrolls each deferred section into view in turn, so each is rendered (and its size kept) once. */
async function renderEverySection(page: Page): Promise<void> {
  const count = await page.locator(DEFERRED).count()
  for (let index = 0; index < count; index++) {
    await page
      .locator(DEFERRED)
      .nth(index)
      .evaluate((section) => section.scrollIntoView({ block: 'start', behavior: 'instant' }))
    await settleFrames(page)
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
}

test('on a phone the home page renders its first screen, and the footer once it is scrolled to', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  // A section's distance from the viewport is first decided when the browser renders a frame.
  await settleFrames(page)
  // A deferred section keeps its own box; what it holds is skipped until it is near the viewport.
  const rendered = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))
  expect(await rendered('h1')).toBe(true)
  expect(await rendered('#site-footer > *')).toBe(false)
  expect(await rendered('.deferred-sections > :last-child > *')).toBe(false)
  // What is not rendered yet is still in the document, found by search engines and screen readers.
  await expect(page.getByRole('contentinfo')).toContainText('Benieuwd wat we voor je kunnen doen?')
  await page.locator('body').press('End')
  await expect.poll(() => rendered('#site-footer > *')).toBe(true)
})

test('keyboard focus reaches a link of a section that is not rendered yet, and shows it', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await settleFrames(page)
  const footerLink = page.locator('#site-footer a[href]').last()
  expect(await footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }))).toBe(false)
  // Shift+Tab from the top of the page goes round to the last link of the page: the footer's.
  await page.locator('body').press('Shift+Tab')
  await expect(footerLink).toBeFocused()
  await expect(footerLink).toBeInViewport()
  expect(await footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
})

for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px nothing in a deferred section paints past its clip edge`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport)
    const paths = [
      '/',
      '/over-ons',
      '/contact',
      '/solliciteren',
      '/blog',
      ...(await pathsUnder(page.request, ['/vacatures/', '/nieuws/', '/succesverhalen/'])),
    ]
    const findings: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await renderEverySection(page)
      const clipped = await page.locator(DEFERRED).evaluateAll((sections) => {
        // A focus ring is a 3px outline 3px away from the element (globals.css, :focus-visible).
        // Shadows are measured as they rest; a card's hover shadow reaches no further than
        // --shadow-card, which the clip margin covers.
        const FOCUS_RING = 6
        const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]'
        const found: string[] = []
        for (const section of sections) {
          section.scrollIntoView({ block: 'start', behavior: 'instant' })
          const margin = parseFloat(getComputedStyle(section).overflowClipMargin) || 0
          const edge = section.getBoundingClientRect()
          for (const element of section.querySelectorAll<HTMLElement>('*')) {
            const box = element.getBoundingClientRect()
            if (!box.width || !box.height) continue
            const ring = element.matches(focusable) ? FOCUS_RING : 0
            let ink = { top: box.top - ring, bottom: box.bottom + ring, left: box.left - ring, right: box.right + ring }
            // Its shadows (cards, rings): x y blur spread of each, colours left out; inset ones paint inside.
            const shadows = getComputedStyle(element).boxShadow
            for (const shadow of shadows === 'none' ? [] : shadows.split(/,(?![^(]*\))/)) {
              if (shadow.includes('inset')) continue
              const [x = 0, y = 0, blur = 0, spread = 0] = shadow
                .replace(/[a-z-]+\([^)]*\)/g, '')
                .trim()
                .split(/\s+/)
                .map(parseFloat)
              ink = {
                top: Math.min(ink.top, box.top + y - blur - spread),
                bottom: Math.max(ink.bottom, box.bottom + y + blur + spread),
                left: Math.min(ink.left, box.left + x - blur - spread),
                right: Math.max(ink.right, box.right + x + blur + spread),
              }
            }
            // An ancestor inside the section that clips its overflow (a carousel's track, a card's
            // image) bounds what the element can paint.
            for (let parent = element.parentElement; parent && parent !== section; parent = parent.parentElement) {
              const style = getComputedStyle(parent)
              if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
              const clip = parent.getBoundingClientRect()
              ink = {
                top: Math.max(ink.top, clip.top),
                bottom: Math.min(ink.bottom, clip.bottom),
                left: Math.max(ink.left, clip.left),
                right: Math.min(ink.right, clip.right),
              }
            }
            if (ink.bottom <= ink.top || ink.right <= ink.left) continue
            // Placed off the page on purpose (a form's hidden trap field): nobody sees it.
            if (ink.right < 0 || ink.left > document.documentElement.clientWidth) continue
            const past = Math.max(
              edge.top - margin - ink.top,
              ink.bottom - (edge.bottom + margin),
              edge.left - margin - ink.left,
              ink.right - (edge.right + margin),
            )
            if (past > 0.5) found.push(`${element.tagName.toLowerCase()}.${element.className} by ${past.toFixed(1)} px`)
          }
        }
        return found
      })
      findings.push(...clipped.map((finding) => `${path}: ${finding}`))
    }
    expect(findings).toEqual([])
  })
}

test('the deferral changes no position or size on the page', async ({ page }) => {
  await page.setViewportSize(PHONE)
  const layout = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *, footer *')].map((element) => {
        const box = element.getBoundingClientRect()
        return `${element.tagName} ${Math.round(box.top + window.scrollY)} ${Math.round(box.left)} ${Math.round(box.width)}x${Math.round(box.height)}`
      }),
    )
  for (const path of ['/', '/over-ons']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await renderEverySection(page)
    // A carousel starts (and shows its buttons) once it has come near the viewport: wait for a
    // layout that holds still.
    let deferred: string[] = []
    await expect
      .poll(async () => {
        const previous = deferred
        deferred = await layout()
        return previous.join('\n') === deferred.join('\n')
      })
      .toBe(true)
    await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
    expect(await layout(), path).toEqual(deferred)
  }
})

test('a reload and Back keep the visitor at the card they were at', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto('/blog')
  const cards = page.locator('main article h2 a, main article h3 a')
  expect(await cards.count()).toBeGreaterThan(8)
  const card = cards.nth(8)
  const title = (await card.textContent()) ?? ''
  await card.scrollIntoViewIfNeeded()
  const position = await page.evaluate(() => window.scrollY)
  expect(position).toBeGreaterThan(2000)

  await page.reload()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position)
  await expect(page.getByRole('link', { name: title })).toBeInViewport()

  await page.getByRole('link', { name: title }).click()
  await expect(page).not.toHaveURL(/\/blog$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('link', { name: title })).toBeInViewport()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section is rendered at once', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    await expect(page.locator('#site-footer')).toHaveCSS('content-visibility', 'visible')
    await expect(page.locator('.deferred-sections > :last-child')).toHaveCSS('content-visibility', 'visible')
  })
})
