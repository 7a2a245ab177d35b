/**
 * Writes src/styles/fonts/inter-nl-wght.woff2: Inter's variable Latin font cut down to what the
 * site draws, so a phone fetches 29 KB instead of 49 KB before the first page can settle.
 * - Characters: Basic Latin, Latin-1 (Dutch and its loanwords: é, ë, ï, ç, ...), the combining
 *   accents (text pasted in decomposed form: e + ́), ı, and the typography editors paste (curly
 *   quotes, dashes, ellipsis, euro). Harfbuzz keeps those the source has; what it lacks (arrows,
 *   ≥, ł, ş) was never in it, and a browser draws such a character in the fallback font.
 * - Weights: 400-900: the styles use 400-800, and `<strong>` inside bold text is `bolder`, 900.
 *   The axis stays variable within the range.
 * - OpenType features: kerning, accent positioning and composition, and tabular figures
 *   (`tabular-nums`). Inter's contextual alternates and fraction figures are left out.
 * Run after upgrading `@fontsource-variable/inter`: `node scripts/build-font.mjs`. The output is
 * committed, with the font's licence beside it, so a fresh clone builds without this step;
 * `tests/unit/site-font.test.ts` checks it against the dictionary, the demo content and the styles.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const source = path.join(root, 'node_modules/@fontsource-variable/inter')
const outputDirectory = path.join(root, 'src/styles/fonts')

/** @param {number} from @param {number} to */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

const CODE_POINTS = [
  ...range(0x20, 0x7e), // Basic Latin
  ...range(0xa0, 0xff), // Latin-1: accented letters, ×, ©, «», non-breaking space
  ...range(0x300, 0x36f), // combining accents
  0x131, // ı
  0x152, // Œ
  0x153, // œ
  ...[0x2009, 0x202f], // thin and narrow no-break spaces
  ...[0x2013, 0x2014], // en and em dash
  ...range(0x2018, 0x201e), // curly and low quotes
  ...[0x2022, 0x2026], // bullet, ellipsis
  ...[0x2032, 0x2033], // prime, double prime
  ...[0x2039, 0x203a], // single angle quotes
  0x20ac, // €
  0x2122, // ™
  0x2212, // minus
]

const WEIGHTS = { min: 400, max: 900 }
const FEATURES = ['kern', 'ccmp', 'mark', 'mkmk', 'tnum']

const original = await readFile(path.join(source, 'files/inter-latin-wght-normal.woff2'))
const subset = await subsetFont(original, String.fromCodePoint(...CODE_POINTS), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHTS },
  keepFeatures: FEATURES,
})
const output = path.join(outputDirectory, 'inter-nl-wght.woff2')
await writeFile(output, subset)
await copyFile(path.join(source, 'LICENSE'), path.join(outputDirectory, 'OFL.txt'))
const packageJson = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8'))
console.log(
  `Inter ${packageJson.version}: ${original.length} → ${subset.length} bytes in ${path.relative(root, output)}`,
)
