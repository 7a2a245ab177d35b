import type { Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

const SCREENSHOT_DIR = path.join('test-results', 'screenshots')

/** A full-page screenshot for people to look at, kept as a test artifact. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  })
}

/** Waits until the browser has painted twice, so scroll handlers have run. */
export async function settleFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await settleFrames(page)
}

/** Computed style of the first element matching a selector. */
export function computedStyle(page: Page, selector: string, property: string): Promise<string> {
  return page.evaluate(
    ([target, name]) => {
      const element = document.querySelector(target)
      return element ? getComputedStyle(element).getPropertyValue(name) : ''
    },
    [selector, property] as const,
  )
}

/** Stays true only if the page was not reloaded since it was set: proves a client-side navigation. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    ;(window as unknown as { __shellMarker?: boolean }).__shellMarker = true
  })
}

export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean((window as unknown as { __shellMarker?: boolean }).__shellMarker))
}
