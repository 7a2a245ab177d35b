import Link from 'next/link'

import { nl } from '@/i18n/nl'
import type { Page } from '@/payload-types'

/** Shown at '<form page>/bedankt' after a successful submission. */
export function ThankYouView({ page }: { page: Page }) {
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <h1 className="text-[length:var(--text-h1)]">{page.thankYouTitle || nl.thankYou.title}</h1>
      <p className="prose-site mt-4 text-lg text-muted">{page.thankYouText || nl.thankYou.text}</p>
      <Link href="/" className="text-link mt-8">
        {nl.notFound.homeLink}
      </Link>
    </section>
  )
}
