import { daysSincePosted, formatDistance, formatPostedAgo, formatSalaryRange, isNewVacancy } from '@/data/vacancy-facts'
import { nl } from '@/i18n/nl'
import type { VacancyListItem } from '@/search/server/vacancy-search'

type Props = {
  vacancy: Pick<VacancyListItem, 'vacancyHours' | 'salary' | 'datePosted'> & { distanceKm?: number | null }
  /** The distance filter's place, when the distance is shown. */
  near?: string
  now: Date
}

/** The facts under a vacancy's title: 'Nieuw', distance, hours, salary range, posted how long ago. */
export function VacancyMeta({ vacancy, near, now }: Props) {
  const days = daysSincePosted(vacancy.datePosted, now)
  const salary = formatSalaryRange(vacancy.salary)
  const hours = vacancy.vacancyHours?.trim()
  const distance = typeof vacancy.distanceKm === 'number' ? formatDistance(vacancy.distanceKm) : null
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      {isNewVacancy(days) ? (
        <li className="rounded-full bg-brand-purple px-2.5 py-0.5 font-semibold text-white">{nl.vacancy.newBadge}</li>
      ) : null}
      {distance ? (
        <li data-distance>
          <span className="sr-only">{nl.vacancy.distance}: </span>
          {near ? nl.vacancy.distanceFrom(distance, near) : distance}
        </li>
      ) : null}
      {hours ? (
        <li>
          <span className="sr-only">{nl.vacancy.hoursLabel}: </span>
          {hours}
        </li>
      ) : null}
      {salary ? (
        <li>
          <span className="sr-only">{nl.vacancy.salaryLabel}: </span>
          {salary}
        </li>
      ) : null}
      {days !== null && vacancy.datePosted ? (
        <li>
          <span className="sr-only">{nl.vacancy.postedLabel}: </span>
          <time dateTime={vacancy.datePosted}>{formatPostedAgo(days)}</time>
        </li>
      ) : null}
    </ul>
  )
}
