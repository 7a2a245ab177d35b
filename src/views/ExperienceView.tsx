import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { Breadcrumb, trailTo } from '@/components/Breadcrumb'
import { Tag } from '@/components/Tag'
import { COLLECTION_ROUTES } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import type { Experience } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/** A professional's story: breadcrumb to /ervaringen-van-professionals, phase, quote and content. */
export function ExperienceView({ entry, doc }: ViewProps<Experience>) {
  const phase = typeof doc.phase === 'object' ? doc.phase.title : null
  return (
    <article>
      <Keyvisual
        title={doc.title}
        keyvisualContent={doc.keyvisualContent}
        keyvisualImage={doc.keyvisualImage}
        breadcrumb={
          <>
            <BackLink href={uriToPath(COLLECTION_ROUTES.experiences.prefix)} list="experiences" />
            <Breadcrumb
              items={trailTo(
                { name: nl.content.experiences, path: uriToPath(COLLECTION_ROUTES.experiences.prefix) },
                { name: doc.title, path: entry.path },
              )}
            />
          </>
        }
      >
        {phase ? (
          <div className="mt-6">
            <Tag tone={doc.phaseColor === 'blue' ? 'blue' : 'purple'}>{phase}</Tag>
          </div>
        ) : null}
        <blockquote className="mt-6 max-w-prose border-l-4 border-brand-blue pl-5 text-[length:var(--text-h3)] font-semibold text-brand-purple italic">
          <p>“{doc.successQuote}”</p>
        </blockquote>
      </Keyvisual>
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
