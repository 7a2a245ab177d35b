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

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
}

/** Decodes the character references of HTML text (named ones a feed uses, and numeric ones). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1].toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

const FORMATS: Record<string, number> = {
  b: TEXT_FORMAT.bold,
  strong: TEXT_FORMAT.bold,
  i: TEXT_FORMAT.italic,
  em: TEXT_FORMAT.italic,
  u: TEXT_FORMAT.underline,
}
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'tr',
])
const SKIPPED = new Set(['script', 'style', 'head', 'title', 'iframe', 'noscript'])
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([a-z][a-z0-9]*)\b[^>]*?(\/?)>|[^<]+|</gi

type Block =
  | { kind: 'paragraph' | 'h2' | 'h3' | 'h4'; inline: LexicalNode[] }
  | { kind: 'bullet' | 'number'; items: LexicalNode[][] }

function headingLevel(tag: string): 'h2' | 'h3' | 'h4' {
  return tag === 'h1' || tag === 'h2' ? 'h2' : tag === 'h3' ? 'h3' : 'h4'
}

/**
 * A vacancy description from a feed (HTML) as Payload rich text: paragraphs, headings, bullet and
 * numbered lists, bold, italic and underline survive; other markup (links, scripts, styles,
 * attributes) is reduced to its text.
 */
export function htmlToRichText(html: string): RichTextValue {
  const blocks: Block[] = []
  let inline: LexicalNode[] = []
  let kind: 'paragraph' | 'h2' | 'h3' | 'h4' = 'paragraph'
  let list: Extract<Block, { items: unknown }> | null = null
  let format = 0
  let skipping: string | null = null

  const flush = () => {
    const trimmed = trimInline(inline)
    if (trimmed.length) {
      if (list) list.items.push(trimmed)
      else blocks.push({ kind, inline: trimmed })
    }
    inline = []
    kind = 'paragraph'
  }

  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag, selfClosing] = match
    const tag = rawTag?.toLowerCase()
    if (skipping) {
      if (closing && tag === skipping) skipping = null
      continue
    }
    if (token.startsWith('<!--')) continue
    if (!tag) {
      const text = decodeHtmlEntities(token).replace(/\s+/g, ' ')
      if (text.trim() || inline.length) inline.push(lexicalText(text, format))
      continue
    }
    if (SKIPPED.has(tag) && !closing && !selfClosing) skipping = tag
    else if (tag in FORMATS) format = closing ? format & ~FORMATS[tag] : format | FORMATS[tag]
    else if (tag === 'br') inline.push({ type: 'linebreak', version: 1 })
    else if (tag === 'li') flush()
    else if (tag === 'ul' || tag === 'ol') {
      flush()
      if (list) blocks.push(list)
      list = closing ? null : { kind: tag === 'ul' ? 'bullet' : 'number', items: [] }
    } else if (BLOCKS.has(tag)) {
      flush()
      if (!closing && tag.startsWith('h')) kind = headingLevel(tag)
    }
  }
  flush()
  if (list) blocks.push(list)

  return lexicalRoot(
    blocks
      .filter((block) => ('items' in block ? block.items.length : block.inline.length))
      .map((block) => {
        if ('items' in block) return lexicalList(block.kind, block.items)
        return block.kind === 'paragraph' ? lexicalParagraph(block.inline) : lexicalHeading(block.kind, block.inline)
      }),
  )
}

/** Drops leading and trailing whitespace and line breaks of a block's inline nodes. */
function trimInline(nodes: LexicalNode[]): LexicalNode[] {
  const result = nodes.map((node) => ({ ...node }))
  while (result.length && isBlank(result[0])) result.shift()
  while (result.length && isBlank(result[result.length - 1])) result.pop()
  if (result.length && typeof result[0].text === 'string') result[0].text = result[0].text.trimStart()
  const last = result[result.length - 1]
  if (last && typeof last.text === 'string') last.text = last.text.trimEnd()
  return result
}

function isBlank(node: LexicalNode): boolean {
  return node.type === 'linebreak' || (typeof node.text === 'string' && !node.text.trim())
}
