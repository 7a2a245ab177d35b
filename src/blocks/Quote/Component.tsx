import type { QuoteBlock as QuoteBlockData } from '@/payload-types'

export function QuoteBlock({ block }: { block: QuoteBlockData }) {
  const source = [block.blockName, block.blockSubtitle].filter(Boolean).join(', ')
  return (
    <div className="container-site">
      <figure className="prose-site border-l-4 border-brand-blue pl-6 md:pl-10">
        <blockquote className="text-[length:var(--text-h3)] leading-snug font-semibold text-brand-purple">
          <p>“{block.blockContent}”</p>
        </blockquote>
        {source ? <figcaption className="mt-4 text-muted">{source}</figcaption> : null}
      </figure>
    </div>
  )
}
