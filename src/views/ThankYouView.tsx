import { NextSteps } from '@/components/NextSteps'
import { nl } from '@/i18n/nl'
import type { Page } from '@/payload-types'

/** Shown at '<form page>/bedankt' after a successful submission, with the next steps a visitor can take. */
export function ThankYouView({ page }: { page: Page }) {
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <h1 className="text-[length:var(--text-h1)]">{page.thankYouTitle || nl.thankYou.title}</h1>
      <p className="prose-site mt-4 text-lg text-muted">{page.thankYouText || nl.thankYou.text}</p>
      <NextSteps />
    </section>
  )
}
