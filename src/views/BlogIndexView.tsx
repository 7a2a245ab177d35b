import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { NewsCard } from '@/components/cards/NewsCard'
import { CardList } from '@/components/lists/CardList'
import { RememberList } from '@/components/lists/RememberList.client'
import { SubjectFilter } from '@/components/lists/SubjectFilter'
import { nl } from '@/i18n/nl'
import { buildListHref } from '@/lists/list-params'
import { getNewsPage, getSubjects } from '@/lists/server/lists'
import type { Page } from '@/payload-types'

import { PageBody } from './PageBody'
import { PageKeyvisual } from './PageKeyvisual'
import type { ViewProps } from './types'

/** /blog and /nieuws: 12 news cards a page, a subject filter (back to page 1) and pagination. */
export async function BlogIndexView({ entry, doc, query }: ViewProps<Page>) {
  const params = { page: query.page, subject: query.subject }
  const [list, subjects] = await Promise.all([getNewsPage(params), getSubjects()])
  // A page past the last one does not exist; the proxy answers it before this renders, except in
  // an editor's preview.
  if (list.page > list.totalPages) notFound()
  // A subject's landing page ('Nieuws over ...') says in its h1 what its title says.
  const subject = subjects.find((candidate) => candidate.slug === params.subject)
  const heading = subject ? { title: nl.seo.landingTitle.subject(subject.title), keyvisualTitle: null } : {}
  return (
    <article>
      <RememberList list="news" />
      <PageKeyvisual page={doc} {...heading} />
      <PageBody>
        <CardList
          list={list}
          hrefForPage={(page) => buildListHref(entry.path, { page, subject: params.subject })}
          filter={<SubjectFilter path={entry.path} subjects={subjects} current={params.subject} />}
        >
          {(article, index) => <NewsCard article={article} imagePriority={index === 0 && !doc.keyvisualImage} />}
        </CardList>
        <RenderBlocks blocks={doc.pageContentMatrixSimple} />
      </PageBody>
    </article>
  )
}
