import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/** A document's title, key visual and text content: the common ground of every page type. */
export function DocumentView({ doc }: ViewProps) {
  const page = doc as Partial<Page> & { title: string }
  return (
    <article>
      <Keyvisual
        title={page.title}
        tag={page.subtitle}
        keyvisualTitle={page.keyvisualTitle}
        keyvisualContent={page.keyvisualContent ?? (doc as { intro?: string | null }).intro}
        keyvisualColor={page.keyvisualColor}
        keyvisualImage={page.keyvisualImage}
        buttonLink={page.buttonLink}
        linkText={page.linkText}
      />
      <PageBody>
        <RenderBlocks blocks={page.pageContentMatrixAdvanced} />
        <RenderBlocks blocks={page.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
