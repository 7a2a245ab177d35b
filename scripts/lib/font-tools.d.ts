// subset-font and fontverter ship JavaScript without types; these are the parts the font build and
// its test use.
declare module 'subset-font' {
  export type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
    /** Narrows or pins variation axes: `{ wght: { min: 400, max: 800 } }`. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
    /** The OpenType feature tags to keep; the rest, and the glyphs only they reach, are dropped. */
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2' | 'truetype', from?: string): Promise<Buffer>
  }
  export default fontverter
}
