import type React from 'react'

import type { PageType } from '@/content/page-types'

import { DocumentView } from './DocumentView'
import type { ViewProps } from './types'

/** One view per page type; types without a dedicated screen yet share the document view. */
export const VIEWS: Record<Exclude<PageType, 'notFound'>, React.ComponentType<ViewProps>> = {
  home: DocumentView,
  advanced: DocumentView,
  simple: DocumentView,
  contact: DocumentView,
  businessContact: DocumentView,
  application: DocumentView,
  vacanciesIndex: DocumentView,
  blogIndex: DocumentView,
  experiencesIndex: DocumentView,
  successStoriesIndex: DocumentView,
  labelsIndex: DocumentView,
  teamIndex: DocumentView,
  newsArticle: DocumentView,
  experience: DocumentView,
  successStory: DocumentView,
  label: DocumentView,
  vacancy: DocumentView,
}
