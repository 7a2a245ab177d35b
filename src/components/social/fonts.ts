import fs from 'node:fs/promises'
import path from 'node:path'

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }

const fontFile = (file: string) =>
  fs.readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'node_modules/@fontsource/inter/files', file))

let loaded: Promise<Font[]> | undefined

/**
 * Inter for generated images, read from the installed package (the image renderer reads WOFF,
 * not the WOFF2 the pages use). Nothing is fetched: the renderer gets every font it may use.
 */
export function socialFonts(): Promise<Font[]> {
  loaded ??= Promise.all([fontFile('inter-latin-400-normal.woff'), fontFile('inter-latin-700-normal.woff')]).then(
    ([regular, bold]) => [
      { name: 'Inter', data: regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: bold, weight: 700, style: 'normal' },
    ],
  )
  return loaded
}
