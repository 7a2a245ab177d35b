import type { TextBlock } from '@/payload-types'

/** A node of Lexical's serialised rich text, as Payload stores it. */
export type LexicalNode = { type: string; version: number; [key: string]: unknown }

/** A rich-text field's value in Payload's generated types (every rich-text field has this shape). */
export type RichTextValue = TextBlock['blockContent']

/** Text format bits of Lexical. */
export const TEXT_FORMAT = { bold: 1, italic: 2, underline: 8 } as const

export function lexicalText(value: string, format = 0): LexicalNode {
  return { type: 'text', text: value, format, style: '', mode: 'normal', detail: 0, version: 1 }
}

function lexicalElement(type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

export function lexicalParagraph(children: LexicalNode[]): LexicalNode {
  return lexicalElement('paragraph', children, { textFormat: 0, textStyle: '' })
}

export function lexicalHeading(tag: 'h2' | 'h3' | 'h4', children: LexicalNode[]): LexicalNode {
  return lexicalElement('heading', children, { tag })
}

export function lexicalList(kind: 'bullet' | 'number', items: LexicalNode[][]): LexicalNode {
  return lexicalElement(
    'list',
    items.map((children, index) => lexicalElement('listitem', children, { value: index + 1 })),
    { listType: kind, start: 1, tag: kind === 'bullet' ? 'ul' : 'ol' },
  )
}

/** The editor state Payload stores for a rich-text field: the root element holding the blocks. */
export function lexicalRoot(children: LexicalNode[]): RichTextValue {
  // Written out rather than built by lexicalElement: Payload's type wants the literal direction and format.
  return { root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } }
}
