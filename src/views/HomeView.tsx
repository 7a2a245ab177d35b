import Link from 'next/link'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CardGrid } from '@/components/cards/CardGrid'
import { NewsCard } from '@/components/cards/NewsCard'
import { SuccessStoryCard } from '@/components/cards/SuccessStoryCard'
import { Carousel } from '@/components/carousel/LazyCarousel.client'
import { JsonLd } from '@/components/JsonLd'
import { OfficeLocations } from '@/components/OfficeLocations'
import { SectionHeading } from '@/components/SectionHeading'
import { VacancySearchForm } from '@/components/vacancies/VacancySearchForm'
import { getGlobal, getRouteTable } from '@/content/documents'
import { COLLECTION_ROUTES, type PageType } from '@/data/page-types'
import { siteUrl } from '@/env'
import { nl } from '@/i18n/nl'
import { getNewestNews } from '@/lists/server/lists'
import { getLocations } from '@/page-data/entries'
import type { News, Page, SuccessStory } from '@/payload-types'
import { routeEntries } from '@/routing/routes'
import { uriToPath } from '@/routing/uri'
import { brandLogoPath } from '@/seo/brand'
import { buildOrganizationJsonLd } from '@/seo/structured-data'

import { LearnBlock } from './home/LearnBlock'
import { SpecialismCard } from './home/SpecialismCard'
import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** Articles in the 'Kennis updates' block when the editor chose none. */
const NEWEST_NEWS_COUNT = 3

const populated = <T extends object>(items: Array<number | T> | null | undefined): T[] =>
  (items ?? []).filter((item): item is T => typeof item === 'object' && item !== null)

/**
 * SPEC 2.3 home page: key visual with button and text link and the vacancy search ('Wat', 'Waar'), 'Onze specialismen', the learn block,
 * success stories (only when there are any), 'Kennis updates' and the offices.
 */
export async function HomeView({ doc }: ViewProps<Page>) {
  const chosenNews = populated<News>(doc.news)
  const [news, locations, settings, footer, routeTable] = await Promise.all([
    chosenNews.length ? chosenNews : getNewestNews(NEWEST_NEWS_COUNT),
    getLocations(),
    getGlobal('siteSettings'),
    getGlobal('footer'),
    getRouteTable(),
  ])
  const pathOf = (pageType: PageType) => routeEntries(routeTable).find((entry) => entry.pageType === pageType)?.path
  const stories = populated<SuccessStory>(doc.successStories)
  const specialisms = doc.specialisms ?? []
  const newsIndexPath = uriToPath(COLLECTION_ROUTES.news.prefix)
  const vacanciesPath = pathOf('vacanciesIndex')

  return (
    <article>
      <JsonLd
        data={buildOrganizationJsonLd(siteUrl(), {
          name: settings.brandName,
          description: settings.tagline,
          email: settings.email,
          telephone: settings.phone,
          logoUrl: brandLogoPath(settings),
          sameAs: [footer.linkedinUrl, footer.instagramUrl],
          contactPoints: [
            { contactType: nl.seo.contactJobSeekers, path: pathOf('contact') },
            { contactType: nl.seo.contactEmployers, path: pathOf('businessContact') },
          ],
          addresses: locations.map((location) => ({
            streetAddress: location.locationAddress,
            postalCode: location.locationZipCode,
            addressLocality: location.locationCity,
            telephone: location.locationPhone,
          })),
        })}
      />
      <PageKeyvisual page={doc}>{vacanciesPath ? <VacancySearchForm action={vacanciesPath} /> : null}</PageKeyvisual>
      <PageBody>
        {specialisms.length ? (
          <section className="container-site">
            <SectionHeading title={nl.home.specialisms} />
            <Carousel
              label={nl.home.specialisms}
              slides={specialisms.map((specialism, index) => (
                <SpecialismCard key={specialism.id ?? index} specialism={specialism} />
              ))}
            />
          </section>
        ) : null}
        <LearnBlock page={doc} />
        {stories.length ? (
          <section className="container-site">
            <SectionHeading title={nl.home.successStories} />
            <Carousel
              label={nl.home.successStories}
              slides={stories.map((story) => (
                <SuccessStoryCard key={story.id} story={story} />
              ))}
            />
          </section>
        ) : null}
        <RenderBlocks blocks={doc.pageContentMatrixAdvanced} />
        {news.length ? (
          <section className="container-site" aria-labelledby="kennis-updates">
            <SectionHeading
              id="kennis-updates"
              title={nl.home.news}
              action={
                <Link href={newsIndexPath} className="text-link text-brand-purple">
                  {nl.home.allNews}
                </Link>
              }
            />
            <CardGrid items={news}>{(article) => <NewsCard article={article} />}</CardGrid>
          </section>
        ) : null}
        <OfficeLocations locations={locations} />
      </PageBody>
    </article>
  )
}
