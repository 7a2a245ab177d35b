import type { Page } from '@/payload-types'

import { ContentMatrix } from './ContentMatrix'
import { Keyvisual } from './Keyvisual'
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
      <ContentMatrix blocks={page.pageContentMatrixAdvanced} />
      <ContentMatrix blocks={page.pageContentMatrixSimple} />
    </article>
  )
}
