import { RichText } from '@/components/RichText'
import { Tag } from '@/components/Tag'
import { nl } from '@/i18n/nl'
import type { RoadmapBlock as RoadmapBlockData } from '@/payload-types'

/** Consecutive roadmap blocks as one ordered list of steps: label, title and content. */
export function Roadmap({ steps }: { steps: RoadmapBlockData[] }) {
  return (
    <section className="container-site" aria-label={nl.content.roadmap}>
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="roadmap">
        {steps.map((step, index) => (
          <li key={step.id ?? index} className="relative flex flex-col gap-3 rounded-2xl border border-line p-8">
            <Tag tone={index % 2 ? 'blue' : 'purple'}>{step.blockLabel}</Tag>
            <h3 className="text-[length:var(--text-h3)]">{step.title}</h3>
            <RichText data={step.blockContent} className="text-muted" />
          </li>
        ))}
      </ol>
    </section>
  )
}
