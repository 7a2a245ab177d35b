import Link from 'next/link'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { BackLink } from '@/components/BackLink'
import { Breadcrumb, trailTo } from '@/components/Breadcrumb'
import { CardGrid } from '@/components/cards/CardGrid'
import { formatArticleDate, NewsCard } from '@/components/cards/NewsCard'
import { JsonLd } from '@/components/JsonLd'
import { VacancyRow } from '@/components/vacancies/VacancyRow'
import { getGlobal } from '@/content/documents'
import { COLLECTION_ROUTES } from '@/data/page-types'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { getRelatedNews } from '@/lists/server/lists'
import { VACANCIES_PATH } from '@/lists/vacancy-url'
import type { News } from '@/payload-types'
import { uriToPath } from '@/routing/uri'
import { getVacanciesForArticle } from '@/search/server/vacancy-search'
import { brandLogoPath } from '@/seo/brand'
import { buildNewsArticleJsonLd } from '@/seo/structured-data'

import { Keyvisual } from './Keyvisual'
import { PageBody } from './PageBody'
import type { ViewProps } from './types'

const RELATED_COUNT = 3

/**
 * News article: tag 'Nieuws', title, key visual image, breadcrumb to /nieuws, its date and byline,
 * the simple matrix, then articles to read next and vacancies of the sector it is about.
 */
export async function NewsArticleView({ entry, doc }: ViewProps<News>) {
  const subjectIds = (doc.subjects ?? []).map((subject) => (typeof subject === 'object' ? subject.id : subject))
  const [settings, related, vacancies] = await Promise.all([
    getGlobal('siteSettings'),
    getRelatedNews(doc.id, subjectIds, RELATED_COUNT),
    getVacanciesForArticle(`${doc.title}\n${doc.intro}`),
  ])
  const now = new Date()
  const author = doc.author && typeof doc.author === 'object' ? doc.author : null
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
        <p className="container-site text-muted" data-testid="article-byline">
          <span className="sr-only">{nl.content.articlePublished} </span>
          <time dateTime={doc.publishedAt}>{formatArticleDate(doc.publishedAt)}</time>
          {' · '}
          {author
            ? nl.content.articleAuthor(author.title, author.teamFunction)
            : nl.content.articleByline(settings.brandName)}
        </p>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
        {related.length ? (
          <section aria-labelledby="related-news" className="container-site">
            <h2 id="related-news" className="mb-6 text-[length:var(--text-h2)]">
              {nl.content.relatedNews}
            </h2>
            <CardGrid items={related}>{(article) => <NewsCard article={article} />}</CardGrid>
          </section>
        ) : null}
        {vacancies.length ? (
          <section aria-labelledby="article-vacancies" className="container-site">
            <h2 id="article-vacancies" className="mb-6 text-[length:var(--text-h2)]">
              {nl.content.articleVacancies}
            </h2>
            <ul className="space-y-4">
              {vacancies.map((vacancy) => (
                <li key={vacancy.id}>
                  <VacancyRow vacancy={vacancy} now={now} />
                </li>
              ))}
            </ul>
            <Link href={VACANCIES_PATH} className="text-link mt-6 text-brand-purple">
              {nl.vacancy.allVacancies}
            </Link>
          </section>
        ) : null}
      </PageBody>
    </article>
  )
}
