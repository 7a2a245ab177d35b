import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Vacancy } from '@/payload-types'

import { escapeMarkup } from './escape-markup'

/** Drops the empty attributes and list-item values Lexical's converter writes on every item. */
function tidyHtml(html: string): string {
  return html.replace(/\s+(?:class|style)=""|\s+value="\d+"/g, '').replace(/<(\w+)\s+>/g, '<$1>')
}

/**
 * A vacancy's text as HTML for Google for Jobs and the feed: the intro, then the text and quote
 * blocks of its content, as the page shows them.
 */
export function buildVacancyDescriptionHtml(vacancy: Pick<Vacancy, 'intro' | 'pageContentMatrixSimple'>): string {
  const parts: string[] = []
  if (vacancy.intro?.trim()) parts.push(`<p>${escapeMarkup(vacancy.intro.trim())}</p>`)
  for (const block of vacancy.pageContentMatrixSimple ?? []) {
    if (block.blockType === 'text') {
      if (block.blockTitle) parts.push(`<h2>${escapeMarkup(block.blockTitle)}</h2>`)
      parts.push(
        tidyHtml(convertLexicalToHTML({ data: block.blockContent as SerializedEditorState, disableContainer: true })),
      )
    }
    if (block.blockType === 'quote') {
      const source = [block.blockName, block.blockSubtitle].filter(Boolean).join(', ')
      parts.push(
        `<blockquote><p>${escapeMarkup(block.blockContent)}</p>${source ? `<p>${escapeMarkup(source)}</p>` : ''}</blockquote>`,
      )
    }
  }
  return parts.join('\n')
}
