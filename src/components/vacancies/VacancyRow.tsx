import Link from 'next/link'

import { SaveVacancyButton } from '@/components/saved/SaveVacancyButton.client'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { nl } from '@/i18n/nl'
import { resolveVacancyHref } from '@/lists/vacancy-url'
import { uriToPath } from '@/routing/uri'
import type { VacancyListItem } from '@/search/server/vacancy-search'

import { ArrowRightIcon, BuildingIcon, ExternalIcon, PinIcon } from './icons'
import { VacancyMeta } from './VacancyMeta'

const titleLink = "after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"

/** `badges`: short notes on why the row is shown ('Ook in Techniek', 'In de buurt'). */
type Props = { vacancy: VacancyListItem; near?: string; now: Date; badges?: string[] }

/**
 * One row of the overview (SPEC 2.3): category if any, 'Nieuw', title, company and location, the
 * distance when a distance filter is set, hours, salary range and how long ago it was posted.
 */
export function VacancyRow({ vacancy, near, now, badges = [] }: Props) {
  const { href, external } = resolveVacancyHref(vacancy)
  return (
    <article className="group relative flex items-center gap-6 rounded-2xl bg-surface p-5 ring-1 ring-line transition-shadow focus-within:ring-2 focus-within:ring-brand-blue hover:shadow-[var(--shadow-card)] sm:p-6">
      <div className="min-w-0 flex-1">
        {badges.length ? (
          <ul className="mb-2 flex flex-wrap gap-2" data-testid="similar-reasons">
            {badges.map((badge) => (
              <li key={badge} className="rounded-full bg-tint px-2.5 py-0.5 text-sm font-semibold text-brand-purple">
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        {vacancy.vacancyCategory ? (
          <p className="mb-1 text-sm font-semibold tracking-wider text-brand-purple uppercase">
            {vacancy.vacancyCategory}
          </p>
        ) : null}
        <h3 className="text-[length:var(--text-h3)] group-hover:text-brand-purple">
          {external ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={titleLink}>
              {vacancy.title}
              <span className="sr-only"> {nl.site.newTab}</span>
            </a>
          ) : (
            <Link href={href} className={titleLink}>
              {vacancy.title}
            </Link>
          )}
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-muted">
          {vacancy.vacancyCompany ? (
            <span className="inline-flex items-center gap-1.5">
              <BuildingIcon />
              <span className="sr-only">{nl.vacancy.company}: </span>
              {vacancy.vacancyCompany}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5" data-place>
            <PinIcon />
            <span className="sr-only">{nl.vacancy.location}: </span>
            {vacancyPlaceText(vacancy)}
          </span>
        </p>
        <VacancyMeta vacancy={vacancy} near={near} now={now} />
        {external && vacancy.uri ? (
          // The title leads to the employer's site; the vacancy's own page stays one click away.
          <Link href={uriToPath(vacancy.uri)} className="text-link relative z-10 mt-3 text-brand-purple">
            {nl.vacancy.ownPage}
            <span className="sr-only">: {vacancy.title}</span>
          </Link>
        ) : null}
      </div>
      <SaveVacancyButton id={vacancy.id} title={vacancy.title} />
      <span
        aria-hidden="true"
        className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-tint text-brand-purple transition-colors group-hover:bg-brand-purple group-hover:text-white sm:inline-flex"
      >
        {external ? <ExternalIcon /> : <ArrowRightIcon />}
      </span>
    </article>
  )
}
