import { describe, expect, it } from 'vitest'

import { inlineMarkupToText, inlinePartsToMarkup, parseInlineMarkup } from '@/content/inline-markup'

describe('keyvisual title markup', () => {
  it('keeps emphasis, strong and line breaks', () => {
    expect(parseInlineMarkup('Werk <em>dat past</em><br>bij <strong>jou</strong>')).toEqual([
      { kind: 'text', text: 'Werk ' },
      { kind: 'em', text: 'dat past' },
      { kind: 'br' },
      { kind: 'text', text: 'bij ' },
      { kind: 'strong', text: 'jou' },
    ])
  })

  it('drops every other tag and keeps its text', () => {
    expect(parseInlineMarkup('<script>alert(1)</script> <a href="x" onclick="y">link</a>')).toEqual([
      { kind: 'text', text: 'alert(1) link' },
    ])
  })

  it('decodes entities into text, never into markup', () => {
    expect(parseInlineMarkup('A &amp; B &lt;em&gt;')).toEqual([{ kind: 'text', text: 'A & B <em>' }])
  })

  it('gives plain text for titles', () => {
    expect(inlineMarkupToText('Werk <em>dat past</em><br>bij jou')).toBe('Werk dat past bij jou')
  })
})

describe('keyvisual title markup written by the admin editor', () => {
  it('writes emphasis, strong and line breaks as the subset the site reads', () => {
    expect(
      inlinePartsToMarkup([
        { kind: 'text', text: 'Werk ' },
        { kind: 'em', text: 'dat past' },
        { kind: 'br' },
        { kind: 'strong', text: 'jou' },
      ]),
    ).toBe('Werk <em>dat past</em><br><strong>jou</strong>')
  })

  it('escapes typed angle brackets and ampersands, so text never becomes markup', () => {
    const parts = [{ kind: 'text' as const, text: 'A & B <em>niet</em> &lt;' }]
    const html = inlinePartsToMarkup(parts)
    expect(html).toBe('A &amp; B &lt;em&gt;niet&lt;/em&gt; &amp;lt;')
    expect(parseInlineMarkup(html)).toEqual(parts)
  })

  it('reads back what it wrote', () => {
    const html = 'Vind <em>werk</em> dat<br>bij <strong>jou</strong> past'
    expect(inlinePartsToMarkup(parseInlineMarkup(html))).toBe(html)
  })
})
