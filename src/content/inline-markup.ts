/** A piece of a title that may carry emphasis (SPEC 3: keyvisualTitle is HTML). */
export type InlinePart = { kind: 'text' | 'em' | 'strong'; text: string } | { kind: 'br' }

const TOKEN = /<(\/?)(em|strong|b|i|br)\s*\/?>/gi

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }

// One pass, so '&amp;lt;' stays the text '&lt;' instead of becoming '<'.
const decodeEntities = (text: string): string =>
  text.replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity, name: string) => ENTITIES[name] ?? entity)

/**
 * Parses a small, safe subset of HTML: <em>/<i>, <strong>/<b> and <br>. Every other tag is
 * dropped and its text kept, so nothing from the field reaches the page as markup.
 */
export function parseInlineMarkup(html: string | null | undefined): InlinePart[] {
  if (!html) return []
  const parts: InlinePart[] = []
  let style: 'text' | 'em' | 'strong' = 'text'
  let cursor = 0
  const pushText = (raw: string) => {
    const text = decodeEntities(raw.replace(/<[^>]*>/g, ''))
    if (text) parts.push({ kind: style, text })
  }
  for (const match of html.matchAll(TOKEN)) {
    pushText(html.slice(cursor, match.index))
    cursor = (match.index ?? 0) + match[0].length
    const closing = match[1] === '/'
    const tag = match[2].toLowerCase()
    if (tag === 'br') parts.push({ kind: 'br' })
    else if (closing) style = 'text'
    else style = tag === 'em' || tag === 'i' ? 'em' : 'strong'
  }
  pushText(html.slice(cursor))
  return parts
}

const escapeText = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;')

/**
 * Writes parts back as the subset `parseInlineMarkup` reads (`<em>`, `<strong>`, `<br>`), so the
 * admin's title editor stores the same HTML an editor used to type by hand.
 */
export function inlinePartsToMarkup(parts: readonly InlinePart[]): string {
  return parts
    .map((part) => {
      if (part.kind === 'br') return '<br>'
      const text = escapeText(part.text)
      return part.kind === 'text' ? text : `<${part.kind}>${text}</${part.kind}>`
    })
    .join('')
}

/** The title as plain text, for document titles and alt texts. */
export function inlineMarkupToText(html: string | null | undefined): string {
  return parseInlineMarkup(html)
    .map((part) => (part.kind === 'br' ? ' ' : part.text))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}
