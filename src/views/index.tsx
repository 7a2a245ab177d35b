import type React from 'react'

import type { PageType } from '@/content/page-types'

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
import { SuccessStoriesIndexView } from './SuccessStoriesIndexView'
import { SuccessStoryView } from './SuccessStoryView'
import { TeamIndexView } from './TeamIndexView'
import { VacanciesIndexView } from './VacanciesIndexView'
import { VacancyView } from './VacancyView'
import { viewOf, type ViewProps } from './types'

/** One view per page type; types without a dedicated screen yet share the document view. */
export const VIEWS: Record<Exclude<PageType, 'notFound'>, React.ComponentType<ViewProps>> = {
  home: viewOf(HomeView),
  advanced: viewOf(AdvancedView),
  simple: viewOf(SimpleView),
  contact: viewOf(ContactView),
  businessContact: viewOf(BusinessContactView),
  application: viewOf(ApplicationView),
  vacanciesIndex: viewOf(VacanciesIndexView),
  blogIndex: viewOf(BlogIndexView),
  experiencesIndex: viewOf(ExperiencesIndexView),
  successStoriesIndex: viewOf(SuccessStoriesIndexView),
  labelsIndex: viewOf(LabelsIndexView),
  teamIndex: viewOf(TeamIndexView),
  newsArticle: viewOf(NewsArticleView),
  experience: viewOf(ExperienceView),
  successStory: viewOf(SuccessStoryView),
  label: viewOf(LabelView),
  vacancy: viewOf(VacancyView),
}
