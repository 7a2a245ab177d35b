import { Card } from '@/components/cards/Card'
import { CardGrid } from '@/components/cards/CardGrid'
import { servicePages } from '@/components/employers/service-pages'
import { nl } from '@/i18n/nl'
import type { ServicesBlock as ServicesBlockData } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

/** A card per service page: its title, the summary of its key visual, and a link to it. */
export function ServicesBlock({ block }: { block: ServicesBlockData }) {
  const pages = servicePages(block)
  if (!pages.length) return null
  return (
    <section className="container-site" data-testid="services">
      {block.blockTitle ? <h2 className="mb-8 text-[length:var(--text-h2)]">{block.blockTitle}</h2> : null}
      <CardGrid items={pages}>
        {(page) => (
          <Card
            title={page.title}
            href={uriToPath(page.uri ?? '')}
            image={page.keyvisualImage}
            tag={page.subtitle}
            text={page.keyvisualContent}
            cta={nl.employers.services.readMore}
          />
        )}
      </CardGrid>
    </section>
  )
}
