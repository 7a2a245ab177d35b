import { expect, type Locator, type Page } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'

/*
 * The admin read as an editor reads it: the English Payload would make up from our field names,
 * and the words its translations leave, found in a page, a drawer or a dialog.
 */

/** Opens the list's 'Exporteer …' drawer; it is the last drawer on the page. */
export async function openExportDrawer(page: Page, plural: string): Promise<Locator> {
  await page.locator('.list-controls__popup button').first().click()
  await page.getByText(`Exporteer ${plural}`, { exact: true }).click()
  const drawer = page.locator('.drawer').last()
  await expect(drawer.locator('.export-preview table')).toBeVisible()
  return drawer
}

/** 'pageContentMatrixAdvanced' → 'Page Content Matrix Advanced', as Payload labels a field without label. */
const toWords = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase())

/**
 * English an editor must never see: the labels Payload would make up from our own field names
 * (every name of two words or more in the CMS config and blocks), those names themselves, the row
 * labels it makes from array names and a few English words of interface.
 */
export function knownEnglish(): string[] {
  const sources = ['src/cms', 'src/blocks', 'src/alerts', 'src/forms'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.join(dir, file)),
  )
  const names = new Set<string>()
  for (const file of sources)
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/name: '([a-z]+[A-Z][A-Za-z0-9]*)'/g)) names.add(name)
  return [
    ...[...names].map(toWords),
    ...names,
    'Add',
    'Item',
    'Items',
    'Child',
    'Children',
    'Voeg Child',
    'Voeg Item',
    'Zonder titel',
    'Untitled',
    'Block Name',
  ]
}

/** The import-export plugin's English that its Dutch translations do not cover. */
export const EXPORT_DRAWER_ENGLISH = [
  'Ascending',
  'Descending',
  'No limit',
  'No columns selected',
  'Download',
  'Save',
  'Preview',
  'Fields',
  'File name',
  'Sort by',
  'Limit',
  'Selection to use',
]

/** The known English words on the page as it is now ('where: words'), or nothing. */
export async function englishOn(page: Page, english: string[], where: string): Promise<string[]> {
  // Payload renders lists and edit forms on the server: the text is there once the template is.
  await page.locator('.template-default, .template-minimal').first().waitFor()
  // A new document has no title yet: Payload calls it '[Zonder titel]' in its header and breadcrumb.
  const text = (await page.locator('body').innerText()).replaceAll('[Zonder titel]', '')
  const found = english.filter((words) => new RegExp(`\\b${words}\\b`).test(text))
  return found.length ? [`${where}: ${found.join(', ')}`] : []
}

/**
 * The list search's placeholder as one Dutch sentence, 'Zoek op voornaam, achternaam of
 * e-mailadres': after 'Zoek op', a capital only in abbreviations (URI, ID), and never 'Of'.
 */
export async function searchPlaceholderOn(page: Page, where: string): Promise<string[]> {
  const search = page.locator('.search-filter input')
  if (!(await search.count())) return []
  const placeholder = (await search.first().getAttribute('placeholder')) ?? ''
  if (!placeholder.startsWith('Zoek op ')) return [`${where}: search placeholder '${placeholder}'`]
  const capitalised = placeholder
    .slice('Zoek op '.length)
    .split(/[\s,]+/)
    .filter((word) => /^\p{Lu}(?!\p{Lu})/u.test(word))
  return capitalised.length ? [`${where}: search placeholder '${placeholder}'`] : []
}

/** Payload's word-for-word Dutch and English that its translations leave in drawers and dialogs. */
const LITERAL_WORDS = [
  'Responsive',
  'Blok togglen',
  'Nieuw(e)',
  'Zoeken op',
  'Vergelijk Versies',
  'Time',
  'Previous Month',
  'Next Month',
  'Choose',
  'Cancel',
  'Confirm',
  'Delete',
  'Restore',
  'Herstelling succesvol',
]
const CAPITALISED_MONTH =
  /\b\d{1,2} (Januari|Februari|Maart|April|Mei|Juni|Juli|Augustus|September|Oktober|November|December) \d{4}/
const TIME_ZONE_SUFFIX = / Tz\b/

/** The known English and literal words in a drawer or dialog, its screen-reader labels included. */
export async function wordsIn(scope: Locator, english: string[], where: string): Promise<string[]> {
  await scope.waitFor()
  const labels = await scope
    .locator('[aria-label], [placeholder], [title]')
    .evaluateAll((elements) =>
      elements.map((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '').join(' '),
      ),
    )
  // A new document has no title yet: Payload calls it '[Zonder titel]', in its text and its title attributes.
  const text = [await scope.innerText(), ...labels].join('\n').replaceAll('[Zonder titel]', '')
  const found = [...english, ...LITERAL_WORDS].filter((words) =>
    new RegExp(`(^|[^\\p{L}])${words.replace(/[()]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
  )
  for (const pattern of [CAPITALISED_MONTH, TIME_ZONE_SUFFIX]) {
    const match = pattern.exec(text)
    if (match) found.push(match[0].trim())
  }
  return found.length ? [`${where}: ${found.join(', ')}`] : []
}
