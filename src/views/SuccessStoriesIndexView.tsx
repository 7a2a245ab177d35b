import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CardGrid } from '@/components/cards/CardGrid'
import { SuccessStoryCard } from '@/components/cards/SuccessStoryCard'
import { RememberList } from '@/components/lists/RememberList.client'
import { getSuccessStories } from '@/page-data/entries'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** Every client success story as a card. */
export async function SuccessStoriesIndexView({ doc }: ViewProps<Page>) {
  const stories = await getSuccessStories()
  return (
    <article>
      <RememberList list="successStories" />
      <PageKeyvisual page={doc} />
      <PageBody>
        <section className="container-site" aria-label={doc.title}>
          <CardGrid items={stories}>{(story) => <SuccessStoryCard story={story} headingLevel={2} />}</CardGrid>
        </section>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
