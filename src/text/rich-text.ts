/** A Lexical node as stored by Payload: text nodes carry `text`, element nodes carry `children`. */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'listitem', 'quote', 'list', 'root'])

function isNode(value: unknown): value is LexicalNode {
  return typeof value === 'object' && value !== null
}

function nodeText(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  const children = Array.isArray(node.children) ? node.children.filter(isNode) : []
  const separator = children.some((child) => BLOCK_TYPES.has(String(child.type))) ? '\n' : ''
  return children.map(nodeText).join(separator)
}

/** The words of stored rich text, one block a line: for search indexes and plain descriptions. */
export function richTextToPlainText(value: unknown): string {
  if (!isNode(value) || !('root' in value) || !isNode(value.root)) return ''
  return nodeText(value.root)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
