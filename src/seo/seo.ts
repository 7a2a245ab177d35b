/**
 * A page's title, description and social image, from its SEO fields and otherwise from its
 * content, so that every page has its own. Pure.
 */
import { inlineMarkupToText } from '@/content/inline-markup'
import type { ResolvedPage } from '@/data/page-types'
import { vacancyWhere } from '@/geo/vacancy-places'
import type { Media, Vacancy } from '@/payload-types'
import type { RouteEntry } from '@/routing/routes'
import { foldText } from '@/text/fold-text'
import { richTextToPlainText } from '@/text/rich-text'

type SocialImage = { url: string; width?: number; height?: number; alt?: string }

export type Seo = { title: string; description: string | null; image: SocialImage }

/** Image types every social platform shows; anything else (SVG, AVIF, WebP) gets a generated card. */
const SHAREABLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif'])

/** Size of social images (the size Open Graph consumers show best). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

/** The media size made for sharing (a JPEG of SOCIAL_CARD_SIZE). */
export const SOCIAL_IMAGE_SIZE = 'og'

/** Descriptions are cut to what search results show, at a word boundary. */
const DESCRIPTION_LENGTH = 160

function shortenText(text: string, length = DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  const cut = clean.slice(0, length - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`
}

/** The generated social card of a document: '/og/<collection>/<id>.png'. */
function socialCardPath(entry: Pick<RouteEntry, 'collection' | 'id'>): string {
  return `/og/${entry.collection}/${entry.id}.png`
}

type SeoFields = {
  seo?: { title?: string | null; description?: string | null; image?: Media | number | null } | null
  keyvisualImage?: Media | number | null
  keyvisualContent?: string | null
  intro?: string | null
  labelIntro?: string | null
  pageContentMatrixSimple?: Array<{ blockType: string; blockContent?: unknown }> | null
  pageContentMatrixAdvanced?: Array<{ blockType: string; blockContent?: unknown }> | null
}

function ownImage(fields: SeoFields): SocialImage | null {
  const image = fields.seo?.image ?? fields.keyvisualImage
  if (!image || typeof image !== 'object') return null
  const shareable = image.sizes?.[SOCIAL_IMAGE_SIZE]
  if (shareable?.url) return { url: shareable.url, ...SOCIAL_CARD_SIZE, alt: image.alt }
  if (!image.url || !SHAREABLE_TYPES.has(image.mimeType ?? '')) return null
  return { url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }
}

/** The first text block's words: a description for pages that have no summary of their own. */
function firstContentText(fields: SeoFields): string | null {
  const blocks = [...(fields.pageContentMatrixSimple ?? []), ...(fields.pageContentMatrixAdvanced ?? [])]
  for (const block of blocks) {
    if (block.blockType !== 'text') continue
    const text = richTextToPlainText(block.blockContent).replace(/\n/g, ' ')
    if (text) return text
  }
  return null
}

/** Whether a title already names a place: 'Monteur (Rotterdam)' names Rotterdam, 'Rotterdammer' does not. */
function namesPlace(title: string, place: string): boolean {
  const folded = foldText(place)
  return Boolean(folded) && ` ${foldText(title)} `.includes(` ${folded} `)
}

/** Where a vacancy is, for its title: 'in Utrecht', '(Landelijk)', or nothing when the title says it. */
function vacancyWhereText(vacancy: Pick<Vacancy, 'title' | 'vacancyLocation'>): string | null {
  // The location as typed, whole, in the title ('Monteur (Den Bosch)'): said already.
  if (vacancy.vacancyLocation && namesPlace(vacancy.title, vacancy.vacancyLocation)) return null
  const { places, provinces } = vacancyWhere(vacancy.vacancyLocation)
  const named = places.length ? places.map((place) => place.name) : provinces
  if (named.length) {
    const missing = named.filter((name) => !namesPlace(vacancy.title, name))
    return missing.length ? `in ${missing.join(', ')}` : null
  }
  // 'Landelijk' or 'Door heel Nederland' says it better in a title than the region's name.
  const typed = vacancy.vacancyLocation?.trim()
  return typed && !namesPlace(vacancy.title, typed) ? `(${typed})` : null
}

/**
 * A vacancy's title for search results and sharing: 'Kok in Utrecht bij Hotel Zon', or with a
 * location that names no place or province 'Kok (Landelijk) bij Hotel Zon'. A place the title
 * names already ('Monteur (Rotterdam)') is not added again.
 */
export function vacancyTitle(vacancy: Pick<Vacancy, 'title' | 'vacancyCompany' | 'vacancyLocation'>): string {
  const company = vacancy.vacancyCompany?.trim()
  return [vacancy.title, vacancyWhereText(vacancy), company ? `bij ${company}` : null].filter(Boolean).join(' ')
}

export type SeoContext = {
  /** The site's own line, the last resort for a page without any text of its own. */
  tagline?: string | null
  brandName: string
}

/** Title, description and social image of a document. */
export function buildSeo(entry: Pick<RouteEntry, 'collection' | 'id'>, page: ResolvedPage, context: SeoContext): Seo {
  const { doc } = page
  const fields: SeoFields = doc
  const vacancy = page.pageType === 'vacancy' ? page.doc : null
  const plainTitle = inlineMarkupToText(doc.title)
  const title = fields.seo?.title || (vacancy ? vacancyTitle(vacancy) : plainTitle)
  const summary =
    fields.seo?.description ||
    fields.keyvisualContent ||
    fields.intro ||
    fields.labelIntro ||
    firstContentText(fields) ||
    [plainTitle, context.brandName, context.tagline].filter(Boolean).join(' – ')
  // A vacancy's intro is often shared by similar postings; what, where and for whom make it its own.
  const description = vacancy && !fields.seo?.description ? `${vacancyTitle(vacancy)}. ${summary}` : summary
  return {
    title,
    description: shortenText(description),
    image: ownImage(fields) ?? { url: socialCardPath(entry), ...SOCIAL_CARD_SIZE, alt: title },
  }
}
