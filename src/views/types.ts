import type { ListQuery } from '@/content/list-query'
import type { RouteEntry } from '@/content/routes'
import type { Experience, Label, News, Page, SuccessStory, Vacancy } from '@/payload-types'

export type RoutableDoc = Page | News | Experience | SuccessStory | Label | Vacancy

export type ViewProps<Doc extends RoutableDoc = RoutableDoc> = {
  entry: RouteEntry
  doc: Doc
  query: ListQuery
}
