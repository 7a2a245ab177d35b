import type { Vacancy } from '@/payload-types'

import { resolveLocation, type LocatedPlace } from './locations'
import { richTextToPlainText } from './rich-text'

type Relation = number | { id: number } | null | undefined

/** The fields of a vacancy the derived fields are computed from (as saved: relations may be ids). */
export type VacancySource = {
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
}

/** The id of a relation that may be populated or not. */
export function relationId(value: Relation): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
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
 * places (SPEC 5) with their province and coordinates from the gazetteer, the regions, the first sector and function group (SPEC 3: "first item used") and the content
 * as plain text.
 */
export function deriveVacancyFields(source: VacancySource): DerivedVacancyFields {
  const { places, regions } = resolveLocation(source.vacancyLocation)
  return {
    locationPlaces: places.map((place) => place.name),
    locationPoints: places,
    locationRegions: regions.map((region) => region.name),
    firstSectorGroup: relationId(source.vacancySectorGroup?.[0]),
    firstFunctionGroup: relationId(source.vacancyFunctionGroup?.[0]),
    contentText: vacancyContentText(source),
  }
}
