import type { PageKind, ResolvedPage } from '@/data/page-types'
import type { ListQuery } from '@/lists/list-query'
import type { RouteEntry } from '@/routing/routes'

import { AdvancedView } from './AdvancedView'
import { ApplicationView } from './ApplicationView'
import { BlogIndexView } from './BlogIndexView'
import { BusinessContactView, ContactView } from './ContactView'
import { ExperiencesIndexView } from './ExperiencesIndexView'
import { ExperienceView } from './ExperienceView'
import { HomeView } from './HomeView'
import { LabelsIndexView } from './LabelsIndexView'
import { LabelView } from './LabelView'
import { NewsArticleView } from './NewsArticleView'
import { SimpleView } from './SimpleView'
import { StaffingRequestView } from './StaffingRequestView'
import { SuccessStoriesIndexView } from './SuccessStoriesIndexView'
import { SuccessStoryView } from './SuccessStoryView'
import { TeamIndexView } from './TeamIndexView'
import type { View } from './types'
import { VacanciesIndexView } from './VacanciesIndexView'
import { VacancyView } from './VacancyView'

/** One view per page type; the map's type checks that each view takes its type's document. */
const VIEWS: { [K in PageKind]: View<K> } = {
  home: HomeView,
  advanced: AdvancedView,
  simple: SimpleView,
  contact: ContactView,
  businessContact: BusinessContactView,
  staffingRequest: StaffingRequestView,
  application: ApplicationView,
  vacanciesIndex: VacanciesIndexView,
  blogIndex: BlogIndexView,
  experiencesIndex: ExperiencesIndexView,
  successStoriesIndex: SuccessStoriesIndexView,
  labelsIndex: LabelsIndexView,
  teamIndex: TeamIndexView,
  newsArticle: NewsArticleView,
  experience: ExperienceView,
  successStory: SuccessStoryView,
  label: LabelView,
  vacancy: VacancyView,
}

type PageViewProps<K extends PageKind> = { page: ResolvedPage<K>; entry: RouteEntry; query: ListQuery }

/** A resolved page rendered by the view of its page type. */
export function PageView<K extends PageKind>({ page, entry, query }: PageViewProps<K>) {
  const View: View<K> = VIEWS[page.pageType]
  return <View entry={entry} doc={page.doc} query={query} />
}
