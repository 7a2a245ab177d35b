import { RichText } from '@/components/RichText'
import type { NumberedFoldable } from '@/content/block-groups'
import { nl } from '@/i18n/nl'
import type { ContentFoldableBlock } from '@/payload-types'

import { FoldableItem } from './Component.client'

/** Consecutive FAQ blocks as one numbered list of questions that open and close. */
export function Faq({ items }: { items: NumberedFoldable<ContentFoldableBlock>[] }) {
  return (
    <section className="container-site">
      <h2 className="sr-only">{nl.content.faq}</h2>
      <ol className="max-w-4xl divide-y divide-line border-y border-line" data-testid="faq">
        {items.map(({ number, block }) => (
          <li key={block.id ?? number}>
            <FoldableItem number={number} question={block.blockTitle}>
              <RichText data={block.blockContent} />
            </FoldableItem>
          </li>
        ))}
      </ol>
    </section>
  )
}
