import { RichText } from '@/components/RichText'
import type { TextBlock as TextBlockData } from '@/payload-types'

export function TextBlock({ block }: { block: TextBlockData }) {
  return (
    <section className="container-site">
      <div className="prose-site">
        {block.blockTitle ? <h2 className="mb-4 text-[length:var(--text-h2)]">{block.blockTitle}</h2> : null}
        <RichText data={block.blockContent} />
      </div>
    </section>
  )
}
