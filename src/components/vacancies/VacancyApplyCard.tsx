import Link from 'next/link'

import { SaveVacancyButton } from '@/components/saved/SaveVacancyButton.client'
import { nl } from '@/i18n/nl'
import { buildApplyHref } from '@/lists/vacancy-url'
import type { Recruiter, Vacancy } from '@/payload-types'

import { RecruiterPhoto, telHref } from './RecruiterContact'
import { VacancyFacts } from './VacancyFacts'

/** `recruiter`: the vacancy's contact person while it is open, as the page decides it. */
type Props = { vacancy: Vacancy; now: Date; closed: boolean; recruiter: Recruiter | null }

/**
 * The vacancy's card: its facts, 'Solliciteer direct', save and the recruiter as a person. On wide
 * screens it is the right-hand column and stays in view while the text scrolls; on phones it is the
 * facts row above the text (the apply bar at the bottom and the button below the text take over).
 */
export function VacancyApplyCard({ vacancy, now, closed, recruiter }: Props) {
  return (
    <div className="flex flex-col gap-4 lg:rounded-2xl lg:bg-surface lg:p-6 lg:shadow-sm lg:ring-1 lg:ring-line">
      <VacancyFacts vacancy={vacancy} now={now} />
      {closed ? null : (
        <Link href={buildApplyHref(vacancy.id)} className="btn btn-primary hidden justify-center lg:flex">
          {nl.vacancy.applyNow}
        </Link>
      )}
      <div className="flex justify-end lg:block">
        <SaveVacancyButton id={vacancy.id} title={vacancy.title} className="lg:w-full" />
      </div>
      {recruiter ? (
        <div className="hidden items-center gap-4 border-t border-line pt-4 lg:flex">
          <RecruiterPhoto recruiter={recruiter} size={64} />
          <div className="min-w-0">
            <p className="text-sm text-muted">{nl.vacancy.recruiterLabel}</p>
            <p className="font-semibold">{recruiter.name}</p>
            {recruiter.phone ? (
              <a href={telHref(recruiter.phone)} className="text-link text-brand-purple">
                {recruiter.phone}
              </a>
            ) : null}
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
