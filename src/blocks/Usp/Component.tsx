import { nl } from '@/i18n/nl'
import type { UspBlock as UspBlockData } from '@/payload-types'

/** Key figures: a large number with a two-part caption. */
export function UspBlock({ block }: { block: UspBlockData }) {
  const items = block.items ?? []
  if (!items.length) return null
  return (
    <section className="container-site" aria-label={nl.content.usp}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id ?? item.blockNumber} className="rounded-2xl bg-tint p-8">
            <p className="text-[length:var(--text-display)] leading-none font-bold text-brand-purple">
              {item.blockNumber}
            </p>
            <p className="mt-3 text-lg">
              <span className="font-bold">{item.blockTitle.first}</span>
              {item.blockTitle.second ? <span className="text-muted"> {item.blockTitle.second}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
