import { ImagesBlock } from '@/blocks/Images/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { nl } from '@/i18n/nl'
import type { SuccessStory } from '@/payload-types'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/** A client's success story: its summary and first image, the other images, then its content. */
export function SuccessStoryView({ doc }: ViewProps<SuccessStory>) {
  const [first, ...rest] = doc.images ?? []
  return (
    <article>
      <Keyvisual
        title={doc.title}
        tag={nl.cards.successStory}
        keyvisualContent={doc.keyvisualContent}
        keyvisualImage={first}
      />
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
        {rest.length ? <ImagesBlock block={{ blockType: 'images', blockImage: rest }} /> : null}
      </PageBody>
    </article>
  )
}
