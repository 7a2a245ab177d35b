import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { sourceFiles } from './source-files'

const SRC = path.resolve(__dirname, '../../src')
const FONT = path.join(SRC, 'styles/fonts/inter-nl-wght.woff2')
// The admin has Payload's own typeface; the site's font serves the rest.
const ADMIN = path.join(SRC, 'cms/admin')
const TAILWIND_WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
}

const files = (dir: string, pattern: RegExp) => sourceFiles(dir, pattern, new Set([ADMIN]))

let face: Face

beforeAll(async () => {
  const sfnt = await fontverter.convert(fs.readFileSync(FONT), 'sfnt')
  face = new Face(new Blob(sfnt))
})

describe('the site font (scripts/build-font.mjs)', () => {
  it('draws every character of the dictionary and the demo content', () => {
    const drawn = new Set(face.collectUnicodes())
    const texts = [path.join(SRC, 'i18n/nl.ts'), ...files(path.join(SRC, 'seed'), /\.ts$/)].map((file) =>
      fs.readFileSync(file, 'utf8'),
    )
    // Only ASCII's own white space is left out: non-breaking and thin spaces must be drawn too.
    const used = new Set(texts.flatMap((text) => [...text.replace(/[\t\n\r ]/g, '')]))
    const missing = [...used].filter((character) => !drawn.has(character.codePointAt(0)!))
    expect(missing).toEqual([])
  })

  it('spans every weight the styles ask for, and says so where it is declared', () => {
    // Tailwind's base styles make <b> and <strong> `bolder`: 900 inside bold text.
    const weights = new Set<number>([900])
    for (const file of files(SRC, /\.css$/)) {
      for (const [, weight] of fs.readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+|bold|bolder)\b/g)) {
        weights.add(weight === 'bold' ? 700 : weight === 'bolder' ? 900 : Number(weight))
      }
    }
    for (const file of files(SRC, /\.tsx?$/)) {
      for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/\bfont-([a-z]+)\b/g)) {
        if (name in TAILWIND_WEIGHTS) weights.add(TAILWIND_WEIGHTS[name])
      }
    }
    const { wght } = face.getAxisInfos()
    expect(weights.size).toBeGreaterThan(2)
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(wght.min)
      expect(weight).toBeLessThanOrEqual(wght.max)
    }
    const declared = fs.readFileSync(path.join(SRC, 'components/shell/fonts.ts'), 'utf8')
    expect(declared).toContain(`weight: '${wght.min} ${wght.max}'`)
  })

  it('keeps tabular figures for the numbered blocks and places accents typed apart', () => {
    expect(face.getTableFeatureTags('GSUB')).toContain('tnum')
    expect(face.getTableFeatureTags('GPOS')).toContain('mark')
    expect(new Set(face.collectUnicodes()).has(0x301)).toBe(true)
  })
})
