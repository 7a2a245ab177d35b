import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $isElementNode,
  $isLineBreakNode,
  $isTextNode,
  type LexicalNode,
} from '@payloadcms/richtext-lexical/lexical'

import type { InlinePart } from '@/content/inline-markup'

const kindOf = (node: LexicalNode & { hasFormat(format: 'italic' | 'bold'): boolean }): InlinePart['kind'] =>
  node.hasFormat('italic') ? 'em' : node.hasFormat('bold') ? 'strong' : 'text'

/**
 * The editor's content as title parts (call inside `editorState.read`). A pasted second paragraph
 * becomes a line break: the title is one heading.
 */
export function $readInlineParts(): InlinePart[] {
  const parts: InlinePart[] = []
  const push = (part: InlinePart) => {
    const last = parts.at(-1)
    if (part.kind !== 'br' && last && last.kind === part.kind) last.text += part.text
    else parts.push(part)
  }
  const visit = (node: LexicalNode) => {
    if ($isLineBreakNode(node)) push({ kind: 'br' })
    else if ($isTextNode(node)) {
      const text = node.getTextContent()
      if (text) push({ kind: kindOf(node), text })
    } else if ($isElementNode(node)) node.getChildren().forEach(visit)
  }
  $getRoot()
    .getChildren()
    .forEach((block, index) => {
      if (index > 0) push({ kind: 'br' })
      visit(block)
    })
  while (parts.at(-1)?.kind === 'br') parts.pop()
  return parts
}

/** Replaces the editor's content with the title parts (call inside `editor.update`). */
export function $writeInlineParts(parts: readonly InlinePart[]): void {
  const paragraph = $createParagraphNode()
  for (const part of parts) {
    if (part.kind === 'br') {
      paragraph.append($createLineBreakNode())
      continue
    }
    const text = $createTextNode(part.text)
    if (part.kind === 'em') text.setFormat('italic')
    if (part.kind === 'strong') text.setFormat('bold')
    paragraph.append(text)
  }
  $getRoot().clear().append(paragraph)
}
