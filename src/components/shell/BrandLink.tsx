import Link from 'next/link'

import { MediaImage } from '@/components/media/MediaImage'
import type { SiteSetting } from '@/payload-types'

/** A compass needle: the brand's mark when no logo is uploaded. */
function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="brand-mark">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <circle
        cx="16"
        cy="16"
        r="10"
        fill="none"
        stroke="var(--brand-mark-needle, #fff)"
        strokeOpacity="0.35"
        strokeWidth="1.5"
      />
      <path d="M23 9 18 18l-9 5 5-9z" fill="var(--brand-mark-needle, #fff)" />
      <path d="M23 9 18 18l-4-4z" fill="#8fb4ff" />
    </svg>
  )
}

type Props = { settings: SiteSetting; label: string; className?: string }

/** The brand (uploaded logo, or mark and name) linking to the home page. */
export function BrandLink({ settings, label, className = 'brand-link' }: Props) {
  const logo = settings.logo && typeof settings.logo === 'object' ? settings.logo : null
  return (
    <Link href="/" className={className} aria-label={label}>
      {logo ? (
        <MediaImage media={logo} sizes="160px" className="brand-logo" />
      ) : (
        <>
          <BrandMark />
          <span className="brand-name">{settings.brandName}</span>
        </>
      )}
    </Link>
  )
}
