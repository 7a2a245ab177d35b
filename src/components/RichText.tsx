import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

/** Rich text from the content system, rendered as React (never as raw HTML). */
export function RichText({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  if (!data) return null
  return <LexicalRichText data={data} className={['prose-site', className].filter(Boolean).join(' ')} />
}
