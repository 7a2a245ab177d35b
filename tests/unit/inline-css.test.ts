import tailwind from '@tailwindcss/postcss'
import { transform } from 'lightningcss'
import fs from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { describe, expect, it } from 'vitest'

const STYLESHEET = path.resolve(__dirname, '../../src/styles/globals.css')

/** Characters V8 cannot keep in a one-byte string, with what surrounds them. */
function outsideLatin1(text: string): string[] {
  return [...text.matchAll(/.{0,40}[^\u0000-\u00ff].{0,40}/g)].map(([context]) => context)
}

describe('the stylesheet inlined in every page', () => {
  // Next puts the whole stylesheet in each page's <head> (experimental.inlineCss). One character
  // outside Latin-1 in it makes V8 keep every cached page as a two-byte string: twice the memory.
  it('stays within Latin-1 once built and minified as the build does', async () => {
    const built = await postcss([tailwind({ base: path.resolve(__dirname, '../..') })]).process(
      fs.readFileSync(STYLESHEET, 'utf8'),
      { from: STYLESHEET },
    )
    // The minifier writes an escape such as '\2192' back as the character itself.
    const minified = transform({ filename: 'globals.css', code: Buffer.from(built.css), minify: true }).code.toString()
    expect(minified.length).toBeGreaterThan(10_000)
    expect(outsideLatin1(minified)).toEqual([])
  }, 60_000)
})
