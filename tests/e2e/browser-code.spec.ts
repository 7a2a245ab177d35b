import { expect, test } from '@playwright/test'

import { pathsUnder } from './helpers'
import * as admin from '../../src/i18n/admin'
import * as api from '../../src/i18n/api'
import * as browser from '../../src/i18n/browser'
import { nl } from '../../src/i18n/nl'
import * as payload from '../../src/i18n/payload'

/**
 * What the browser downloads for the site holds no text that only the server or the admin uses
 * (mails, the server's validation, the admin's labels, its own components' texts). Client code
 * imports the sections of src/i18n/browser.ts; the server's sections take them in as their last
 * member, because the minifier keeps every property that follows a spread. A section shaped
 * otherwise would put server texts into every page's JavaScript without failing anything else.
 */

/** The strings of a dictionary section, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

const browserTexts = new Set(texts(browser))
// Long enough to be one text only; a word such as 'Naam' is everywhere. Texts that are functions
// (mails, numbered titles) are not searched for.
const isDistinct = (text: string) => text.length >= 16
const serverTexts = [...new Set([...texts(nl), ...texts(admin), ...texts(api), ...texts(payload)])].filter(
  (text) => !browserTexts.has(text) && isDistinct(text),
)

/** The minifier may write characters as \uXXXX or \xNN escapes. */
const unescapeJs = (source: string) =>
  source.replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, long?: string, short?: string) =>
    String.fromCharCode(parseInt(long ?? short ?? '', 16)),
  )

test('the JavaScript of the public pages carries none of the server-only texts', async ({ page, request }) => {
  expect(serverTexts.length).toBeGreaterThan(50)
  const [vacancy, newsArticle] = await pathsUnder(request, ['/vacatures/', '/nieuws/'])
  const scripts = new Set<string>()
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.add(sent.url())
  })
  for (const path of ['/', '/over-ons', '/vacatures', vacancy, '/solliciteren', '/contact', newsArticle]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  // Read again once the pages are done: a body the browser dropped on navigating away is no loss.
  const sources = await Promise.all(
    [...scripts].map(async (url) => ({ url, source: unescapeJs(await (await request.get(url)).text()) })),
  )
  // The browser's own texts are there, as written: the search below can find a text.
  const code = sources.map(({ source }) => source).join('\n')
  expect(code).toContain(browser.nlFormFields.requiredHint)
  const leaks = sources.flatMap(({ url, source }) =>
    serverTexts.filter((text) => source.includes(text)).map((text) => `${new URL(url).pathname}: ${text}`),
  )
  expect(leaks).toEqual([])
})
