/** The organisation's logo for structured data: the uploaded one when it is a raster image, else the mark. */
import type { Media, SiteSetting } from '@/payload-types'

const BRAND_LOGO_PATH = '/brand/logo.png'
export const BRAND_LOGO_SIZE = 512

const RASTER_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

export function brandLogoPath(settings: Pick<SiteSetting, 'logo'>): string {
  const logo: Media | null = typeof settings.logo === 'object' ? (settings.logo ?? null) : null
  return logo?.url && RASTER_TYPES.has(logo.mimeType ?? '') ? logo.url : BRAND_LOGO_PATH
}
