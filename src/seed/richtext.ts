import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

type Node = Record<string, unknown>

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

/**
 * Builds Lexical rich text from light markup: '## ' starts a heading, '- ' a list item,
 * '**bold**' is bold; blank-line separated blocks.
 */
export function richText(source: string): SerializedEditorState {
  const blocks = source.trim().split(/\n\s*\n/)
  const children = blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.trim())
    if (lines[0].startsWith('## ')) {
      return element('heading', [text(lines[0].slice(3))], { tag: 'h2' })
    }
    if (lines.every((line) => line.startsWith('- '))) {
      return element(
        'list',
        lines.map((line, index) => element('listitem', inline(line.slice(2)), { value: index + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    }
    return element('paragraph', inline(lines.join(' ')), { textFormat: 0, textStyle: '' })
  })
  return { root: element('root', children) } as unknown as SerializedEditorState
}

function inline(line: string): Node[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? text(part.slice(2, -2), 1) : text(part)))
}
