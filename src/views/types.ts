import type React from 'react'

import type { PageDocuments, PageKind, RoutableDoc } from '@/data/page-types'
import type { ListQuery } from '@/lists/list-query'
import type { RouteEntry } from '@/routing/routes'

export type ViewProps<Doc extends RoutableDoc = RoutableDoc> = {
  entry: RouteEntry
  doc: Doc
  query: ListQuery
}

/** The view of one page type: it receives that type's document. */
export type View<K extends PageKind> = React.ComponentType<ViewProps<PageDocuments[K]>>
