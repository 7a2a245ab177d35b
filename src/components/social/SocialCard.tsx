import type { SocialCardContent } from '@/seo/social-card'

import { BrandMarkSvg } from './BrandMark'

/**
 * The generated social card (1200 × 630): the page's kind, its title, its facts (a vacancy's
 * company and place) and the brand. Rendered by next/og, which knows flex layout and inline styles.
 */
export function SocialCard({
  content,
  brandName,
  host,
}: {
  content: SocialCardContent
  brandName: string
  host: string
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        color: '#fff',
        backgroundColor: '#4b1d6e',
        backgroundImage: 'linear-gradient(135deg, #4b1d6e 0%, #35124f 60%, #17469e 100%)',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <BrandMarkSvg size={64} />
        <span style={{ fontSize: 36, fontWeight: 700 }}>{brandName}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        {content.tag ? (
          <span
            style={{
              display: 'flex',
              alignSelf: 'flex-start',
              padding: '8px 20px',
              borderRadius: 999,
              backgroundColor: '#fff',
              color: '#4b1d6e',
              fontSize: 28,
              fontWeight: 700,
            }}
          >
            {content.tag}
          </span>
        ) : null}
        <span style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{content.title}</span>
        {content.facts.length ? (
          <span style={{ fontSize: 36, color: '#e3dbef' }}>{content.facts.join('  ·  ')}</span>
        ) : null}
      </div>
      <span style={{ fontSize: 26, color: '#cbbfe0' }}>{host}</span>
    </div>
  )
}
