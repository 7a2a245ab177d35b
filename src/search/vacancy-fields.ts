import { relationId } from '@/data/relations'
import { resolveLocation, type LocatedPlace } from '@/geo/locations'
import type { Vacancy } from '@/payload-types'
import { indexedText, stemmedText } from '@/search/search-tokens'
import { richTextToPlainText } from '@/text/rich-text'

type Relation = number | { id: number } | null | undefined

/** The fields of a vacancy the derived fields are computed from (as saved: relations may be ids). */
export type VacancySource = {
  title?: string | null
  vacancyCategory?: string | null
  vacancyCompany?: string | null
  vacancyLocation?: string | null
  vacancySectorGroup?: readonly Relation[] | null
  vacancyFunctionGroup?: readonly Relation[] | null
  intro?: string | null
  pageContentMatrixSimple?: Vacancy['pageContentMatrixSimple']
}

export type DerivedVacancyFields = {
  locationPlaces: string[]
  /** Each place with its own province and coordinates (for the distance filter and JobPosting). */
  locationPoints: LocatedPlace[]
  /** Regions named instead of places ('Zuid-Holland', 'Nederland'): no localities. */
  locationRegions: string[]
  firstSectorGroup: number | null
  firstFunctionGroup: number | null
  contentText: string
  /** The full-text search's three parts, folded (see search-tokens): title, category, the rest. */
  searchTitle: string
  searchCategory: string
  searchBody: string
  /** The same three as Snowball Dutch stems, for SQLite's FTS5 index. */
  stemsTitle: string
  stemsCategory: string
  stemsBody: string
}

/** The readable words of the content matrix and intro, for the search over content. */
export function vacancyContentText(source: Pick<VacancySource, 'intro' | 'pageContentMatrixSimple'>): string {
  const blocks = (source.pageContentMatrixSimple ?? []).map((block) => {
    if (block.blockType === 'text') return [block.blockTitle, richTextToPlainText(block.blockContent)]
    if (block.blockType === 'quote') return [block.blockContent, block.blockName, block.blockSubtitle]
    return []
  })
  return [source.intro, ...blocks.flat()].filter((part): part is string => Boolean(part?.trim())).join('\n')
}

/**
 * Fields stored on save so that the overview filters and searches in the database: the normalised
 * places (SPEC 5) with their province and coordinates from the gazetteer, the regions, the first
 * sector and function group (SPEC 3: "first item used"), the content as plain text and the folded
 * text the full-text index is built from (title, category, and company, places and content).
 */
export function deriveVacancyFields(source: VacancySource): DerivedVacancyFields {
  const { places, regions } = resolveLocation(source.vacancyLocation)
  const contentText = vacancyContentText(source)
  const body = [source.vacancyCompany, source.vacancyLocation, ...places.map((place) => place.name), contentText].join(
    '\n',
  )
  return {
    locationPlaces: places.map((place) => place.name),
    locationPoints: places,
    locationRegions: regions.map((region) => region.name),
    firstSectorGroup: relationId(source.vacancySectorGroup?.[0]),
    firstFunctionGroup: relationId(source.vacancyFunctionGroup?.[0]),
    contentText,
    searchTitle: indexedText(source.title),
    searchCategory: indexedText(source.vacancyCategory),
    searchBody: indexedText(body),
    stemsTitle: stemmedText(source.title),
    stemsCategory: stemmedText(source.vacancyCategory),
    stemsBody: stemmedText(body),
  }
}
