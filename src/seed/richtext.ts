import {
  lexicalHeading,
  lexicalList,
  lexicalParagraph,
  lexicalRoot,
  lexicalText,
  TEXT_FORMAT,
  type LexicalNode,
  type RichTextValue,
} from '@/content/lexical'

/**
 * Builds Lexical rich text from light markup: '## ' starts a heading, '- ' a list item,
 * '**bold**' is bold; blank-line separated blocks.
 */
export function richText(source: string): RichTextValue {
  const blocks = source.trim().split(/\n\s*\n/)
  const children = blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.trim())
    if (lines[0].startsWith('## ')) return lexicalHeading('h2', [lexicalText(lines[0].slice(3))])
    if (lines.every((line) => line.startsWith('- ')))
      return lexicalList(
        'bullet',
        lines.map((line) => inline(line.slice(2))),
      )
    return lexicalParagraph(inline(lines.join(' ')))
  })
  return lexicalRoot(children)
}

function inline(line: string): LexicalNode[] {
  return line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') ? lexicalText(part.slice(2, -2), TEXT_FORMAT.bold) : lexicalText(part)))
}
