import { RenderBlocks } from '@/blocks/RenderBlocks'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** Generic advanced page: key visual (light or dark) and the advanced content matrix. */
export function AdvancedView({ doc }: ViewProps<Page>) {
  return (
    <article>
      <PageKeyvisual page={doc} />
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixAdvanced} />
      </PageBody>
    </article>
  )
}
