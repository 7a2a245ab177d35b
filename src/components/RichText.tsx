import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  RichText as LexicalRichText,
  type JSXConverters,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import { nl } from '@/i18n/nl'

type ListItemConverter = NonNullable<JSXConverters['listitem']>

/**
 * List items as valid HTML. Payload's default gives every item a `value` (allowed only inside
 * `<ol>`) and renders check lists as `role="checkbox"` items holding an unlabelled input; here a
 * number list keeps its numbering, a bullet list gets plain items and a check list says in words
 * whether an item is ticked.
 */
const listItem: ListItemConverter = ({ node, nodesToJSX, parent }) => {
  const children = nodesToJSX({ nodes: node.children })
  const listType = 'listType' in parent ? parent.listType : undefined
  const nested = node.children.some((child) => child.type === 'list')
  if (nested) return <li className="list-none">{children}</li>
  if (listType === 'number') return <li value={node.value}>{children}</li>
  if (listType === 'check') {
    return (
      <li className={node.checked ? 'list-item-checked' : 'list-item-unchecked'}>
        <span className="sr-only">{node.checked ? nl.content.checked : nl.content.unchecked} </span>
        {children}
      </li>
    )
  }
  return <li>{children}</li>
}

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({ ...defaultConverters, listitem: listItem })

/** Rich text from the content system, rendered as React (never as raw HTML). */
export function RichText({ data, className }: { data: SerializedEditorState | null | undefined; className?: string }) {
  if (!data) return null
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={['prose-site', className].filter(Boolean).join(' ')}
    />
  )
}
