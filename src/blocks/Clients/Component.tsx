import { MediaImage } from '@/components/media/MediaImage'
import { nl } from '@/i18n/nl'
import type { ClientsBlock as ClientsBlockData, Media } from '@/payload-types'

/** Client logos, each shown in a 120 × 60 box (SPEC 9). */
export function ClientsBlock({ block }: { block: ClientsBlockData }) {
  const logos = block.blockLogos.filter((logo): logo is Media => typeof logo === 'object' && logo !== null)
  if (!logos.length) return null
  return (
    <section className="container-site" aria-label={block.blockTitle ? undefined : nl.content.clients}>
      {block.blockTitle ? <h2 className="mb-8 text-center text-[length:var(--text-h3)]">{block.blockTitle}</h2> : null}
      <ul className="flex flex-wrap items-center justify-center gap-x-12 gap-y-8">
        {logos.map((logo) => (
          <li key={logo.id} className="relative h-[60px] w-[120px]">
            <MediaImage media={logo} fill sizes="120px" fit="contain" />
          </li>
        ))}
      </ul>
    </section>
  )
}
