import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { StoryCard } from '@/components/cards/StoryCard'
import { CardList } from '@/components/lists/CardList'
import { RememberList } from '@/components/lists/RememberList.client'
import { buildListHref } from '@/lists/list-params'
import { getExperiencesPage } from '@/lists/server/lists'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** /ervaringen-van-professionals: 12 story cards a page ('Bekijk verhaal') and pagination. */
export async function ExperiencesIndexView({ entry, doc, query }: ViewProps<Page>) {
  const { page } = query
  const list = await getExperiencesPage({ page })
  // A page past the last one does not exist; the proxy answers it before this renders, except in
  // an editor's preview.
  if (list.page > list.totalPages) notFound()
  return (
    <article>
      <RememberList list="experiences" />
      <PageKeyvisual page={doc} />
      <PageBody>
        <CardList list={list} noun="stories" hrefForPage={(target) => buildListHref(entry.path, { page: target })}>
          {(story, index) => <StoryCard story={story} imagePriority={index === 0 && !doc.keyvisualImage} />}
        </CardList>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
