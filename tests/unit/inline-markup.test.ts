import { describe, expect, it } from 'vitest'

import { inlineMarkupToText, parseInlineMarkup } from '@/content/inline-markup'

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
