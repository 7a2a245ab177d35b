import { nl } from '@/i18n/nl'

import { BuildingIcon, PinIcon } from './icons'

type Props = { company: string | undefined; brand: string; location: string }

/**
 * Under a vacancy's title: its company and place. A vacancy that names no company is a secondment:
 * the job seeker is employed by us and works at a client, which the header says ('Koers Groep
 * (detachering)') and the note below explains.
 */
export function VacancyHeaderFacts({ company, brand, location }: Props) {
  if (!location) return null
  return (
    <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-lg font-semibold">
      <span className="inline-flex items-center gap-2">
        <BuildingIcon />
        <span className="sr-only">{company ? nl.vacancy.company : nl.vacancy.employer}: </span>
        {company || nl.vacancy.secondmentEmployer(brand)}
      </span>
      <span className="inline-flex items-center gap-2">
        <PinIcon />
        <span className="sr-only">{nl.vacancy.location}: </span>
        {location}
      </span>
    </p>
  )
}

/** What working through us means, on a vacancy that names no company. */
export function SecondmentNote({ brand, location }: { brand: string; location: string }) {
  return (
    <p role="note" className="container-site rounded-2xl bg-tint p-5" data-testid="secondment-note">
      {nl.vacancy.secondmentNote(brand, location)}
    </p>
  )
}
