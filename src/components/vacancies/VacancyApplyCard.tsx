import Link from 'next/link'

import { SaveVacancyButton } from '@/components/saved/SaveVacancyButton.client'
import type { VacancyContact } from '@/content/vacancy-contact'
import { nl } from '@/i18n/nl'
import { buildApplyHref } from '@/lists/vacancy-url'
import type { Vacancy } from '@/payload-types'

import { contactLabel, RecruiterPhoto, telHref } from './RecruiterContact'
import { VacancyFacts } from './VacancyFacts'

/** `contact`: the vacancy's contact person while it is open, as the page decides it. */
type Props = { vacancy: Vacancy; now: Date; closed: boolean; contact: VacancyContact | null }

/**
 * The vacancy's card: its facts, 'Solliciteer direct' with save beside it, and the person to ask,
 * all in the first screen on a laptop. On wide screens it is the right-hand column and stays in view
 * while the text scrolls; on phones it is the facts row above the text (the apply bar at the bottom
 * and the button and the contact below the text take over).
 */
export function VacancyApplyCard({ vacancy, now, closed, contact }: Props) {
  return (
    <div className="flex flex-col gap-4 lg:rounded-2xl lg:bg-surface lg:p-6 lg:shadow-sm lg:ring-1 lg:ring-line">
      <VacancyFacts vacancy={vacancy} now={now} />
      <div className="flex justify-end gap-3">
        {closed ? null : (
          <Link href={buildApplyHref(vacancy.id)} className="btn btn-primary hidden flex-1 justify-center lg:flex">
            {nl.vacancy.applyNow}
          </Link>
        )}
        <SaveVacancyButton id={vacancy.id} title={vacancy.title} />
      </div>
      {contact ? (
        <div className="hidden items-center gap-4 border-t border-line pt-4 lg:flex" data-testid="vacancy-contact">
          <RecruiterPhoto recruiter={contact} size={64} />
          <div className="min-w-0">
            <p className="text-sm text-muted">{contactLabel(contact)}</p>
            <p className="font-semibold">{contact.name}</p>
            {contact.phone ? (
              <a href={telHref(contact.phone)} className="text-link text-brand-purple">
                {contact.phone}
              </a>
            ) : (
              <a href={`mailto:${contact.email}`} className="text-link [overflow-wrap:anywhere] text-brand-purple">
                {contact.email}
              </a>
            )}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** On phones: 'Solliciteer direct' fixed at the bottom of the screen, in reach with the thumb. */
export function VacancyApplyBar({ vacancyId }: { vacancyId: number }) {
  return (
    <div className="vacancy-apply-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur lg:hidden">
      <Link href={buildApplyHref(vacancyId)} className="btn btn-primary flex w-full justify-center">
        {nl.vacancy.applyNow}
      </Link>
    </div>
  )
}
