import { ApplicationReceived } from '@/components/ApplicationReceived'
import { EmployerNextSteps } from '@/components/EmployerNextSteps'
import { NextSteps } from '@/components/NextSteps'
import { EMPLOYER_FORM_PAGE_TYPES } from '@/data/page-types'
import { nl } from '@/i18n/nl'
import type { ListQuery } from '@/lists/list-query'
import type { Page } from '@/payload-types'

/**
 * Shown at '<form page>/bedankt' after a successful submission, with the next steps of whoever
 * sent it: an employer's after a staffing request or business message (with the account manager
 * of the sector the request chose, '?sector=Techniek'), a job seeker's otherwise.
 */
export function ThankYouView({ page, query }: { page: Page; query: ListQuery }) {
  const employer = EMPLOYER_FORM_PAGE_TYPES.includes(page.pageType)
  const fallback = employer ? nl.employers.thankYou : nl.thankYou
  return (
    <section className="container-site py-[var(--spacing-section)]">
      <h1 className="text-[length:var(--text-h1)]">{page.thankYouTitle || fallback.title}</h1>
      <p className="prose-site mt-4 text-lg text-muted">{page.thankYouText || fallback.text}</p>
      {page.pageType === 'application' ? <ApplicationReceived vacancyId={query.vacature} /> : null}
      {employer ? <EmployerNextSteps sector={query.sector || undefined} /> : <NextSteps />}
    </section>
  )
}
