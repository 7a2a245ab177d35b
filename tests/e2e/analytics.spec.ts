import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { startServer, type OwnServer } from './own-server'
import { saveScreenshot, settleFrames } from './shell-helpers'

// The analytics are read when a server starts: a second server of the same build, configured with them.
const ANALYTICS_SRC = 'https://analytics.koers.test/js/script.js'
let server: OwnServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(20 * 60_000)
  server = await startServer({ env: { ANALYTICS_ID: 'koersgroep.nl', ANALYTICS_SRC } })
})

test.afterAll(async () => {
  await server?.stop()
})

/** Records every request for the analytics script and answers it locally. */
async function trackAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route('https://analytics.koers.test/**', async (route) => {
    requests.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true' })
  })
  return requests
}

const banner = (page: Page) => page.getByRole('region', { name: 'Mogen we meten hoe onze site wordt gebruikt?' })

test('with an analytics id the tag waits for consent, and the choice is remembered and changeable', async ({
  page,
}) => {
  const requests = await trackAnalytics(page)
  await page.goto(server.origin + '/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('link', { name: 'Lees onze privacyverklaring' })).toHaveAttribute(
    'href',
    '/privacystatement',
  )
  await expectNoAxeViolations(page)
  await saveScreenshot(page, 'consent-banner')
  await page.locator('header').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await settleFrames(page)
  expect(requests).toEqual([])

  // Declined: no banner and no tag, also after a reload.
  await banner(page).getByRole('button', { name: 'Weigeren' }).click()
  await expect(banner(page)).toHaveCount(0)
  await page.reload()
  await settleFrames(page)
  await expect(banner(page)).toHaveCount(0)
  expect(requests).toEqual([])

  // Changed from the footer: consent loads the tag at once, and on every later page view.
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Accepteren' })).toBeFocused()
  await banner(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect.poll(() => requests.length).toBe(1)
  await expect(page.locator('script[data-domain="koersgroep.nl"]')).toHaveAttribute('src', ANALYTICS_SRC)
  await page.reload()
  await expect.poll(() => requests.length).toBe(2)
  await expect(banner(page)).toHaveCount(0)

  // Withdrawn: the page reloads without the tag.
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click()
  await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Weigeren' }).click()])
  await settleFrames(page)
  await expect(page.locator('script[data-domain]')).toHaveCount(0)
  expect(requests).toHaveLength(2)
})

test('with an analytics id a new visitor sees no tag before choosing', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const requests = await trackAnalytics(page)
  const response = await page.goto(server.origin + '/over-ons')
  // No tag in the first HTML (the configuration travels in the page's data, the tag only after consent).
  expect(await response?.text()).not.toMatch(/<script[^>]*\ssrc="https:\/\/analytics\.koers\.test\//)
  // The policy of this server allows the origin configured at its start; the shared server's none.
  expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/analytics\.koers\.test/)
  await expect(banner(page)).toBeVisible()
  await settleFrames(page)
  expect(requests).toEqual([])
  await context.close()
})
