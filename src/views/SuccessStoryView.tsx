import { ImagesBlock } from '@/blocks/Images/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { Breadcrumb, trailTo } from '@/components/Breadcrumb'
import { COLLECTION_ROUTES } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import type { SuccessStory } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/** A client's success story: its summary and first image, the other images, then its content. */
export function SuccessStoryView({ entry, doc }: ViewProps<SuccessStory>) {
  const [first, ...rest] = doc.images ?? []
  const listPath = uriToPath(COLLECTION_ROUTES.successStories.prefix)
  return (
    <article>
      <Keyvisual
        title={doc.title}
        tag={nl.cards.successStory}
        keyvisualContent={doc.keyvisualContent}
        keyvisualImage={first}
        breadcrumb={
          <>
            <BackLink href={listPath} list="successStories" />
            <Breadcrumb
              items={trailTo(
                { name: nl.content.successStories, path: listPath },
                { name: doc.title, path: entry.path },
              )}
            />
          </>
        }
      />
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
        {rest.length ? <ImagesBlock block={{ blockType: 'images', blockImage: rest }} /> : null}
      </PageBody>
    </article>
  )
}
