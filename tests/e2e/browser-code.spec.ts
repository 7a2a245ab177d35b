import { expect, test } from '@playwright/test'

import * as dictionary from '../../src/i18n/nl'

/**
 * What the browser downloads for the site holds no text that only the server or the admin uses
 * (mails, the server's validation, the admin's labels and its own components' texts). Client code imports the dictionary's exported sections; the
 * server's sections take them in as their last member, because the minifier keeps every property
 * that follows a spread. A section shaped otherwise would put server texts into every page's
 * JavaScript without failing anything else.
 */

/** The strings of a dictionary section, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

// The admin's translations reach the admin through Payload, never a page of the site.
const { nl, adminTranslations, ...browserSections } = dictionary
const browserTexts = new Set(texts(browserSections))
// Long enough to be one text only; a word such as 'Naam' is everywhere.
const isDistinct = (text: string) => text.length >= 16
const serverTexts = [...new Set([...texts(nl), ...texts(adminTranslations)])].filter(
  (text) => !browserTexts.has(text) && isDistinct(text),
)

/** The minifier may write characters outside ASCII as \uXXXX escapes. */
const unescapeJs = (source: string) =>
  source.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

test('the JavaScript of the public pages carries none of the server-only texts', async ({ page, request }) => {
  expect(serverTexts.length).toBeGreaterThan(50)
  const table = Object.keys((await (await request.get('/api/route-table')).json()) as Record<string, unknown>)
  const vacancy = table.find((path) => path.startsWith('/vacatures/'))
  if (!vacancy) throw new Error('The route table lists no vacancy')
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !scripts.has(response.url())) {
      scripts.set(response.url(), response.text().then(unescapeJs))
    }
  })
  for (const path of ['/', '/vacatures', vacancy, '/solliciteren', '/contact']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  const sources = await Promise.all([...scripts].map(async ([url, source]) => ({ url, source: await source })))
  // The browser's own texts are there, as written: the search below can find a text.
  const code = sources.map(({ source }) => source).join('\n')
  expect(code).toContain(dictionary.nlFormFields.requiredHint)
  const leaks = sources.flatMap(({ url, source }) =>
    serverTexts.filter((text) => source.includes(text)).map((text) => `${new URL(url).pathname}: ${text}`),
  )
  expect(leaks).toEqual([])
})
