import { CardGrid } from '@/components/cards/CardGrid'
import { LabelCard } from '@/components/cards/LabelCard'
import type { Label, LabelBlock as LabelBlockData } from '@/payload-types'

/** Cards of the group's labels, each linking to the label's page. */
export function LabelBlock({ block }: { block: LabelBlockData }) {
  const labels = block.blockLabelContent.filter((label): label is Label => typeof label === 'object' && label !== null)
  if (!labels.length) return null
  return (
    <section className="container-site">
      {block.blockTitle ? <h2 className="mb-8 text-[length:var(--text-h2)]">{block.blockTitle}</h2> : null}
      <CardGrid items={labels}>{(label) => <LabelCard label={label} />}</CardGrid>
    </section>
  )
}
