import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CardGrid } from '@/components/cards/CardGrid'
import { LabelCard } from '@/components/cards/LabelCard'
import { RememberList } from '@/components/lists/RememberList.client'
import { getLabels } from '@/page-data/entries'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** Labels overview: a card per label with 'Bekijk label'. */
export async function LabelsIndexView({ doc }: ViewProps<Page>) {
  const labels = await getLabels()
  return (
    <article>
      <RememberList list="labels" />
      <PageKeyvisual page={doc} />
      <PageBody>
        <section className="container-site" aria-label={doc.title}>
          <CardGrid items={labels}>{(label) => <LabelCard label={label} headingLevel={2} />}</CardGrid>
        </section>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
