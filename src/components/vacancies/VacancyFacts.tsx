import { nl } from '@/i18n/nl'
import type { Vacancy } from '@/payload-types'

const FACTS = [
  ['vacancyReference', nl.vacancy.reference],
  ['vacancyHours', nl.vacancy.hours],
  ['vacancyProvince', nl.vacancy.province],
  ['vacancyLocation', nl.vacancy.location],
] as const

/** The facts row (SPEC 2.3): Referentie, Regime, Regio, Locatie, each only when it has a value. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const facts = FACTS.map(([field, label]) => ({ field, label, value: vacancy[field]?.trim() })).filter(
    (fact) => fact.value,
  )
  if (!facts.length) return null
  return (
    <section aria-labelledby="vacancy-facts">
      <h2 id="vacancy-facts" className="sr-only">
        {nl.vacancy.facts}
      </h2>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-5 rounded-2xl bg-surface p-5 ring-1 ring-line sm:p-6 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.field}>
            <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
