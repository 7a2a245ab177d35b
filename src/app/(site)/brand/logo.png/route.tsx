import { ImageResponse } from 'next/og'

import { BrandMarkSvg } from '@/components/social/BrandMark'
import { BRAND_LOGO_SIZE } from '@/seo/brand'

// The mark never changes with content: drawn once, at build time.
export const dynamic = 'force-static'

/**
 * GET /brand/logo.png: the brand's mark as a square PNG, the logo of the organisation in
 * structured data (search engines want a raster image of at least 112 px) when no logo is uploaded.
 */
export function GET() {
  return new ImageResponse(<BrandMarkSvg size={BRAND_LOGO_SIZE} />, {
    width: BRAND_LOGO_SIZE,
    height: BRAND_LOGO_SIZE,
  })
}
