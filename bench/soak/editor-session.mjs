/**
 * One editor at work in /admin, in Chromium: logs in, then in a loop opens the list views of
 * several collections, opens a document, types in its title (autosave stores a draft as the
 * typing pauses), opens the live preview and types more (the preview follows), saves the draft,
 * publishes, and opens its versions. Every answer the browser gets is counted in the tally.
 */
import { chromium } from '@playwright/test'

/** The flags every Chromium of this project runs with (playwright.config.ts). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]
const LIST_VIEWS = ['vacancies', 'pages', 'news', 'applications', 'contactMessages', 'vacancyAlerts', 'media']
const STEP_TIMEOUT_MS = 60_000
const TYPING_DELAY_MS = 120

/**
 * The tally's kind of a response the editor's browser got.
 * @param {URL} url
 * @param {string} resourceType
 */
function editorKind(url, resourceType) {
  if (url.pathname.startsWith('/api/')) return 'editor-api'
  if (url.pathname.startsWith('/_next/')) return 'editor-assets'
  if (url.pathname.startsWith('/admin')) return resourceType === 'document' ? 'editor-page' : 'editor-admin-fetch'
  // The live preview's frame: the site's pages in draft mode.
  return 'editor-preview'
}

/**
 * @param {{ origin: string, account: { email: string, password: string },
 *   documents: import('./editor-documents.mjs').EditorDocument[],
 *   tally: import('./request-tally.mjs').RequestTally, until: number, stop: AbortSignal }} options
 */
export async function runEditor({ origin, account, documents, tally, until, stop }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  })
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1440, height: 900 } })
  context.setDefaultTimeout(STEP_TIMEOUT_MS)
  /** @type {Map<import('@playwright/test').Request, number>} */
  const started = new Map()
  context.on('request', (request) => started.set(request, performance.now()))
  context.on('response', (response) => {
    const request = response.request()
    const url = new URL(response.url())
    if (url.origin !== origin) return
    const status = response.status()
    tally.answer(editorKind(url, request.resourceType()), status, performance.now() - (started.get(request) ?? 0), {
      // The admin answers a missing preference or an unknown version with a 404 of its own.
      expected: status < 500,
      detail: `${request.method()} ${url.pathname}`,
    })
    started.delete(request)
  })
  context.on('requestfailed', (request) => started.delete(request))
  const page = await context.newPage()
  /** @type {{ step: string, message: string }[]} */
  const failedSteps = []
  let loops = 0
  let step = ''

  const login = async () => {
    step = 'log in'
    await page.goto('/admin/login')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Wachtwoord').fill(account.password)
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
  }

  /**
   * Waits for the document's save (autosave, draft or publish) to be answered.
   * @param {import('./editor-documents.mjs').EditorDocument} doc
   */
  const saved = (doc) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        new URL(response.url()).pathname === `/api/${doc.collection}/${doc.id}`,
    )

  /** @param {number} loop */
  const workLoop = async (loop) => {
    for (let view = 0; view < 3; view++) {
      const collection = LIST_VIEWS[(loop * 3 + view) % LIST_VIEWS.length]
      step = `list ${collection}`
      await page.goto(`/admin/collections/${collection}`)
      if (page.url().includes('/admin/login')) await login()
      await page.locator('.collection-list').waitFor()
    }

    const doc = documents[loop % documents.length]
    step = `open ${doc.collection}/${doc.id}`
    await page.goto(`/admin/collections/${doc.collection}/${doc.id}`)
    const title = page.getByRole('textbox', { name: /^Titel/ }).first()
    await title.waitFor()

    step = 'type with autosave'
    const base = `${doc.title} ${loop}`
    await title.click()
    await page.keyboard.press('ControlOrMeta+a')
    // Together, so a failing step leaves no waiter behind to reject unheard.
    await Promise.all([saved(doc), title.pressSequentially(base, { delay: TYPING_DELAY_MS })])

    step = 'live preview'
    const frame = page.locator('#live-preview-iframe')
    if (!(await frame.isVisible())) await page.getByRole('button', { name: 'Voorbeeld', exact: true }).click()
    const preview = page.frameLocator('#live-preview-iframe')
    await preview.getByRole('heading', { level: 1 }).first().waitFor()
    await title.press('End')
    await title.pressSequentially(' live', { delay: TYPING_DELAY_MS })
    await preview.getByRole('heading', { level: 1, name: `${base} live` }).waitFor()

    step = 'save draft'
    // The button is enabled only while there are changes autosave has not stored yet.
    await title.pressSequentially(' bewaard', { delay: TYPING_DELAY_MS })
    await Promise.all([saved(doc), page.getByRole('button', { name: 'Bewaar concept' }).click()])

    step = 'publish'
    await Promise.all([saved(doc), page.getByRole('button', { name: /^Publiceer/ }).click()])

    step = 'versions'
    await page.goto(`/admin/collections/${doc.collection}/${doc.id}/versions`)
    const version = page.locator('.table tbody a').first()
    await version.waitFor()
    await version.click()
    await page.waitForURL(/\/versions\/[^/]+$/)
    await page.locator('.view-version, .compare-version, main').first().waitFor()
  }

  try {
    await login()
    while (Date.now() < until && !stop.aborted) {
      try {
        await workLoop(loops)
        if (++loops === 1) console.log('  redacteur: eerste ronde voltooid')
      } catch (error) {
        if (stop.aborted) break
        failedSteps.push({ step, message: String(error).split('\n')[0] })
        console.log(`  redacteur: stap '${step}' mislukt: ${failedSteps.at(-1)?.message}`)
        // Start the next loop from a fresh page (and log in again when the session was lost).
        await page.goto('/admin').catch(() => {})
      }
    }
  } catch (error) {
    if (!stop.aborted) failedSteps.push({ step, message: String(error).split('\n')[0] })
  } finally {
    await browser.close()
  }
  return { loops, failedSteps }
}
