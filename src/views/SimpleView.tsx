import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ApplicationReceived } from '@/components/ApplicationReceived'
import { InlineMarkup } from '@/components/InlineMarkup'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/**
 * Simple content page: a title and the simple content matrix (text, quote, images, button). As the
 * page an application form sends its applicant to, it also names the vacancy applied for.
 */
export function SimpleView({ entry, doc, query }: ViewProps<Page>) {
  return (
    <article>
      <header className="container-site pt-[var(--spacing-section)]">
        {doc.subtitle ? (
          <p className="mb-3 font-semibold tracking-wider text-brand-purple uppercase">{doc.subtitle}</p>
        ) : null}
        <h1 className="max-w-4xl text-[length:var(--text-h1)]">
          {doc.keyvisualTitle ? <InlineMarkup html={doc.keyvisualTitle} /> : doc.title}
        </h1>
        {doc.keyvisualContent ? <p className="prose-site mt-6 text-lg text-muted">{doc.keyvisualContent}</p> : null}
        {entry.utility ? <ApplicationReceived vacancyId={query.vacature} /> : null}
      </header>
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
