import Link from 'next/link'

import { SuccessStoryCard } from '@/components/cards/SuccessStoryCard'
import { vacancyPlaceText } from '@/geo/vacancy-places'
import { nl } from '@/i18n/nl'
import { listHref } from '@/lists/list-query'
import { buildVacanciesHref, EMPTY_VACANCY_STATE, resolveVacancyHref } from '@/lists/vacancy-url'
import type { SectorShowcase as Showcase } from '@/page-data/employers'

import { AccountManager } from './AccountManager'

const text = nl.employers.sector

function SectorVacancies({ showcase }: { showcase: Showcase }) {
  const overview = buildVacanciesHref({ ...EMPTY_VACANCY_STATE, sector: showcase.sector })
  return (
    <section aria-labelledby="sector-vacatures" className="lg:col-span-7" data-testid="sector-vacancies">
      <h2 id="sector-vacatures" className="text-[length:var(--text-h2)]">
        {text.vacanciesTitle(showcase.sector)}
      </h2>
      {showcase.vacancies.length ? (
        <>
          <ul className="mt-6 flex flex-col gap-4">
            {showcase.vacancies.map((vacancy) => {
              const { href, external } = resolveVacancyHref(vacancy)
              return (
                <li key={vacancy.id} className="rounded-2xl bg-surface p-5 ring-1 ring-line">
                  {external ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="text-link font-semibold">
                      {vacancy.title}
                      <span className="sr-only"> {nl.site.newTab}</span>
                    </a>
                  ) : (
                    <Link href={href} className="text-link font-semibold">
                      {vacancy.title}
                    </Link>
                  )}
                  <p className="mt-1 text-sm text-muted">
                    {[vacancy.vacancyCompany, vacancyPlaceText(vacancy)].filter(Boolean).join(' · ')}
                  </p>
                </li>
              )
            })}
          </ul>
          <Link href={overview} className="btn btn-secondary mt-6 text-brand-purple">
            {text.allVacancies(showcase.totalVacancies)}
          </Link>
        </>
      ) : (
        <p className="mt-4 text-muted">{text.noVacancies}</p>
      )}
    </section>
  )
}

/**
 * A sector's label page selling to employers: its open vacancies, its account manager, a success
 * story of the sector, and the staffing request with the sector already chosen.
 */
export function SectorShowcase({ showcase }: { showcase: Showcase }) {
  const request = showcase.staffingRequestPath
    ? listHref(showcase.staffingRequestPath, { sector: showcase.sector })
    : null
  return (
    <>
      <div className="container-site grid gap-12 lg:grid-cols-12">
        <SectorVacancies showcase={showcase} />
        {showcase.manager ? (
          <AccountManager
            manager={showcase.manager}
            sector={showcase.sector}
            className="self-start lg:col-span-4 lg:col-start-9"
          />
        ) : null}
      </div>
      {showcase.story ? (
        <section aria-labelledby="sector-succesverhaal" className="container-site">
          <h2 id="sector-succesverhaal" className="mb-8 text-[length:var(--text-h2)]">
            {text.storyTitle}
          </h2>
          <div className="max-w-md">
            <SuccessStoryCard story={showcase.story} />
          </div>
        </section>
      ) : null}
      {request ? (
        <section aria-labelledby="personeel-nodig" className="container-site" data-testid="sector-cta">
          <div className="rounded-2xl bg-brand-purple-dark p-10 text-white">
            <h2 id="personeel-nodig" className="text-[length:var(--text-h2)]">
              {text.ctaTitle}
            </h2>
            <p className="mt-3 max-w-prose text-lg text-white/90">{text.ctaText}</p>
            <Link href={request} className="btn btn-primary mt-6">
              {text.ctaButton}
            </Link>
          </div>
        </section>
      ) : null}
    </>
  )
}
