import { nl } from '@/i18n/nl'
import type { NewsCardDoc } from '@/lists/server/lists'
import { SITE_TIME_ZONE } from '@/ops/time-zone.mjs'
import type { News } from '@/payload-types'
import { uriToPath } from '@/routing/uri'

import { Card } from './Card'

type Props = { article: NewsCardDoc | News; imageSizes?: string; imagePriority?: boolean }

/** '27 november 2026', in the site's time zone. */
export const formatArticleDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(new Date(iso))

/** A news article's card: labelled 'Nieuws', links to the article, 'Lees verder'. */
export function NewsCard({ article, imageSizes, imagePriority }: Props) {
  return (
    <Card
      href={uriToPath(article.uri ?? '')}
      title={article.title}
      image={article.keyvisualImage}
      imageSizes={imageSizes}
      imagePriority={imagePriority}
      tag={nl.cards.news}
      text={article.intro}
      cta={nl.cards.readMore}
    >
      <p className="-order-1 text-sm text-muted">
        <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
      </p>
    </Card>
  )
}
