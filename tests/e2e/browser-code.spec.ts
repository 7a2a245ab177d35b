import { expect, test } from '@playwright/test'

import { pathsUnder } from './helpers'
import * as dictionary from '../../src/i18n/nl'

/**
 * What the browser downloads for the site holds no text that only the server or the admin uses
 * (mails, the server's validation, the admin's labels, its own components' texts). Client code
 * imports the dictionary's exported sections; the server's sections take them in as their last
 * member, because the minifier keeps every property that follows a spread. A section shaped
 * otherwise would put server texts into every page's JavaScript without failing anything else.
 */

/** The strings of a dictionary section, however deep. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

// The exports of the dictionary, each decided: a new one fails here until it is placed on a side.
const SERVER_EXPORTS = ['nl', 'adminTranslations', 'payloadWording']
const { nl, adminTranslations, payloadWording, ...browserSections } = dictionary
const browserTexts = new Set(texts(browserSections))
// Long enough to be one text only; a word such as 'Naam' is everywhere. Texts that are functions
// (mails, numbered titles) are not searched for.
const isDistinct = (text: string) => text.length >= 16
const serverTexts = [...new Set([...texts(nl), ...texts(adminTranslations), ...texts(payloadWording)])].filter(
  (text) => !browserTexts.has(text) && isDistinct(text),
)

/** The minifier may write characters as \uXXXX or \xNN escapes. */
const unescapeJs = (source: string) =>
  source.replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, long?: string, short?: string) =>
    String.fromCharCode(parseInt(long ?? short ?? '', 16)),
  )

test('every export of the dictionary is placed: a browser section (`nl…`), `nl` or the admin’s wording', () => {
  const unplaced = Object.keys(dictionary).filter((name) => !SERVER_EXPORTS.includes(name) && !/^nl[A-Z]/.test(name))
  expect(unplaced).toEqual([])
})

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
  expect(code).toContain(dictionary.nlFormFields.requiredHint)
  const leaks = sources.flatMap(({ url, source }) =>
    serverTexts.filter((text) => source.includes(text)).map((text) => `${new URL(url).pathname}: ${text}`),
  )
  expect(leaks).toEqual([])
})
