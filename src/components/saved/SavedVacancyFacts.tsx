import { nlSaved } from '@/i18n/browser'
import type { SavedVacancy } from '@/page-data/saved-vacancies'

const text = nlSaved

/** A saved vacancy's facts, each card in the same order, the missing ones left out. */
export function SavedVacancyFacts({ vacancy }: { vacancy: SavedVacancy }) {
  const facts = [
    { key: 'salary', label: text.salary, value: vacancy.salary },
    { key: 'hours', label: text.hours, value: vacancy.hours },
    { key: 'place', label: text.place, value: vacancy.location },
    { key: 'distance', label: text.distance, value: vacancy.distance },
  ].filter((fact) => fact.value)
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {facts.map((fact) => (
        <div key={fact.key} className="contents" data-fact={fact.key}>
          <dt className="font-semibold text-muted">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
      {vacancy.posted ? (
        <div className="contents" data-fact="posted">
          <dt className="font-semibold text-muted">{text.posted}</dt>
          <dd>
            <time dateTime={vacancy.posted.date}>{vacancy.posted.text}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
