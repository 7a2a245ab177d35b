import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { Breadcrumb, trailTo } from '@/components/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { COLLECTION_ROUTES } from '@/content/page-types'
import { getGlobal } from '@/content/server/documents'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import type { News } from '@/payload-types'
import { uriToPath } from '@/routing/uri'
import { brandLogoPath } from '@/seo/brand'
import { buildNewsArticleJsonLd } from '@/seo/structured-data'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

/** News article: tag 'Nieuws', title, key visual image, breadcrumb to /nieuws, simple matrix. */
export async function NewsArticleView({ entry, doc }: ViewProps<News>) {
  const settings = await getGlobal('siteSettings')
  const image = typeof doc.keyvisualImage === 'object' ? doc.keyvisualImage : null
  const subjects = (doc.subjects ?? []).flatMap((subject) => (typeof subject === 'object' ? [subject.title] : []))
  return (
    <article>
      <JsonLd
        data={buildNewsArticleJsonLd(siteUrl(), {
          path: entry.path,
          headline: doc.title,
          description: doc.intro,
          imageUrl: image?.url,
          datePublished: doc.publishedAt,
          dateModified: doc.updatedAt,
          sections: subjects,
          publisher: { name: settings.brandName, logoUrl: brandLogoPath(settings) },
        })}
      />
      <Keyvisual
        title={doc.title}
        tag={nl.cards.news}
        keyvisualContent={doc.intro}
        keyvisualImage={doc.keyvisualImage}
        breadcrumb={
          <>
            <BackLink href={uriToPath(COLLECTION_ROUTES.news.prefix)} list="news" />
            <Breadcrumb
              items={trailTo(
                { name: nl.content.news, path: uriToPath(COLLECTION_ROUTES.news.prefix) },
                { name: doc.title, path: entry.path },
              )}
            />
          </>
        }
      />
      <PageBody>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
