import type React from 'react'

import type { ListQuery } from '@/content/list-query'
import type { RouteEntry } from '@/content/routes'
import type { Experience, Label, News, Page, SuccessStory, Vacancy } from '@/payload-types'

export type RoutableDoc = Page | News | Experience | SuccessStory | Label | Vacancy

export type ViewProps<Doc extends RoutableDoc = RoutableDoc> = {
  entry: RouteEntry
  doc: Doc
  query: ListQuery
}

/**
 * A view written for one document type, as an entry of the view map. The route table gives each
 * page type the documents of one collection, so the view receives the type it was written for.
 */
export function viewOf<Doc extends RoutableDoc>(
  View: React.ComponentType<ViewProps<Doc>>,
): React.ComponentType<ViewProps> {
  return View as React.ComponentType<ViewProps>
}
