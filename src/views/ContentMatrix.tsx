import { RichText } from '@/components/RichText'
import type { Page } from '@/payload-types'

type Blocks = NonNullable<Page['pageContentMatrixSimple']> | NonNullable<Page['pageContentMatrixAdvanced']>

/** The content matrix. Text and quote blocks render here; the other blocks get their own components. */
export function ContentMatrix({ blocks }: { blocks: Blocks | null | undefined }) {
  if (!blocks?.length) return null
  return (
    <div className="container-site space-y-12 py-[var(--spacing-section)]">
      {blocks.map((block) => {
        if (block.blockType === 'text') {
          return (
            <section key={block.id}>
              {block.blockTitle ? <h2 className="mb-4 text-[length:var(--text-h2)]">{block.blockTitle}</h2> : null}
              <RichText data={block.blockContent} />
            </section>
          )
        }
        if (block.blockType === 'quote') {
          return (
            <figure key={block.id} className="prose-site border-l-4 border-brand-blue pl-6">
              <blockquote className="text-[length:var(--text-h3)] font-semibold">“{block.blockContent}”</blockquote>
              {block.blockName ? <figcaption className="mt-3 text-muted">{[block.blockName, block.blockSubtitle].filter(Boolean).join(', ')}</figcaption> : null}
            </figure>
          )
        }
        return null
      })}
    </div>
  )
}
