import { daysSincePosted, formatCao, formatPostedAgo, formatSalaryRange, isNewVacancy } from '@/data/vacancy-facts'
import { vacancyPlaceText, vacancyProvinces } from '@/geo/vacancy-places'
import { nl } from '@/i18n/nl'
import type { Vacancy } from '@/payload-types'

/** A salary range and a cao with its scale are the longest facts: the card's whole width on wide screens. */
const WIDE_FACTS = new Set(['salary', 'cao'])

/** The provinces of the vacancy's places or the ones it names, else what the editor typed. */
function provinceOf(vacancy: Vacancy): string | undefined {
  const provinces = vacancyProvinces(vacancy.vacancyLocation)
  return provinces.length ? provinces.join(', ') : vacancy.vacancyProvince?.trim() || undefined
}

/**
 * The facts row (SPEC 2.3): Referentie, Regime, Salaris, Cao, Provincie, Locatie, Geplaatst (with
 * 'Nieuw' in its first days), each only when it has a value: the same facts as the overview's rows.
 * Tighter in the laptop's card, so that the person to ask is in the first screen.
 */
export function VacancyFacts({ vacancy, now }: { vacancy: Vacancy; now: Date }) {
  const days = daysSincePosted(vacancy.datePosted, now)
  const facts = [
    { key: 'reference', label: nl.vacancy.reference, value: vacancy.vacancyReference?.trim() },
    { key: 'hours', label: nl.vacancy.hours, value: vacancy.vacancyHours?.trim() },
    { key: 'salary', label: nl.vacancy.salaryLabel, value: formatSalaryRange(vacancy.salary) ?? undefined },
    { key: 'cao', label: nl.vacancy.caoLabel, value: formatCao(vacancy.salary) ?? undefined },
    { key: 'province', label: nl.vacancy.province, value: provinceOf(vacancy) },
    { key: 'location', label: nl.vacancy.location, value: vacancyPlaceText(vacancy) || undefined },
  ].filter((fact) => fact.value)
  if (!facts.length && days === null) return null
  return (
    <section aria-labelledby="vacancy-facts">
      <h2 id="vacancy-facts" className="sr-only">
        {nl.vacancy.facts}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 rounded-2xl bg-surface p-5 ring-1 ring-line sm:grid-cols-3 sm:p-6 lg:grid-cols-2 lg:gap-y-3 lg:p-0 lg:ring-0">
        {facts.map((fact) => (
          <div key={fact.key} className={WIDE_FACTS.has(fact.key) ? 'lg:col-span-2' : undefined}>
            <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold break-words lg:mt-0 lg:text-base">{fact.value}</dd>
          </div>
        ))}
        {days !== null ? (
          <div>
            <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{nl.vacancy.postedLabel}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-2 text-lg font-semibold lg:mt-0 lg:text-base">
              <time dateTime={vacancy.datePosted}>{formatPostedAgo(days)}</time>
              {isNewVacancy(days) ? (
                <span className="rounded-full bg-brand-purple px-2.5 py-0.5 text-sm text-white">
                  {nl.vacancy.newBadge}
                </span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
