import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { SectorShowcase } from '@/components/employers/SectorShowcase'
import { MediaImage } from '@/components/media/MediaImage'
import { isLabelColour, pickLabelLogo } from '@/content/labels'
import { COLLECTION_ROUTES } from '@/data/page-types'
import { relationId } from '@/data/relations'
import { nl } from '@/i18n/nl'
import { getSectorShowcase } from '@/page-data/employers'
import type { Label } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/**
 * Label detail: a key visual with the label's background and logo (white preferred, on a panel in
 * the label's colour), then its blocks and, for a label of a sector, what that sector offers an
 * employer (vacancies, account manager, a success story, the staffing request).
 */
export async function LabelView({ doc }: ViewProps<Label>) {
  const picked = pickLabelLogo(doc)
  const sectorId = relationId(doc.sector ?? null)
  const showcase = sectorId ? await getSectorShowcase(sectorId) : null
  return (
    <article>
      <section className="relative isolate overflow-hidden bg-brand-purple-dark text-white">
        <div className="absolute inset-0 -z-10">
          <MediaImage media={doc.labelBackground} fill priority sizes="100vw" alt="" />
          <div className="absolute inset-0 bg-gradient-to-r from-brand-purple-dark via-brand-purple-dark/85 to-brand-purple-dark/40" />
        </div>
        <div className="container-site grid items-center gap-10 pt-[calc(var(--spacing-section)+var(--hero-offset,0px))] pb-[var(--spacing-section)] md:grid-cols-12">
          <div className="md:col-span-7">
            <BackLink href={uriToPath(COLLECTION_ROUTES.labels.prefix)} list="labels" tone="dark" />
            <p className="mb-3 font-semibold tracking-wider text-white/85 uppercase">{nl.cards.label}</p>
            <h1 className="text-[length:var(--text-display)]">{doc.labelTitle || doc.title}</h1>
            {doc.labelIntro ? <p className="mt-6 max-w-prose text-lg text-white/90">{doc.labelIntro}</p> : null}
          </div>
          {picked ? (
            <div className="md:col-span-5">
              {/* The logo on a panel of its own: the white one in the label's colour (or the
                  site's dark purple), the colour one on white; never straight on the picture. */}
              <div
                className={`relative mx-auto aspect-[2/1] w-full max-w-sm rounded-2xl shadow-xl ring-1 ${
                  picked.white ? 'bg-brand-purple-dark ring-white/25' : 'bg-white ring-black/5'
                }`}
                style={picked.white && isLabelColour(doc.labelColor) ? { backgroundColor: doc.labelColor } : undefined}
                data-testid="label-logo"
              >
                <div className="absolute inset-6">
                  <MediaImage media={picked.logo} fill priority sizes="384px" fit="contain" />
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </section>
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixAdvanced} />
        {showcase ? <SectorShowcase showcase={showcase} /> : null}
      </PageBody>
    </article>
  )
}
