import type { Media, Recruiter, SiteSetting, Vacancy } from '@/payload-types'

/**
 * Who a job seeker can ask about a vacancy: its own recruiter; else the account manager of its
 * sector; else the office. Every vacancy has someone, with a name, an e-mail address and, where
 * known, a phone number.
 */
export type VacancyContact = {
  role: 'recruiter' | 'sector' | 'office'
  name: string
  phone: string | null
  email: string
  photo: Media | null
  /** The sector the account manager works for ('Zorg & Welzijn'), for the sector's contact. */
  sector: string | null
}

type Office = Pick<SiteSetting, 'brandName' | 'phone' | 'email'>

const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

function fromRecruiter(recruiter: Recruiter, role: 'recruiter' | 'sector', sector: string | null): VacancyContact {
  return {
    role,
    name: recruiter.name,
    phone: recruiter.phone?.trim() || null,
    email: recruiter.email,
    photo: populated(recruiter.photo),
    sector,
  }
}

export function chooseVacancyContact(
  vacancy: Pick<Vacancy, 'recruiter' | 'vacancySectorGroup'>,
  office: Office,
): VacancyContact {
  const own = populated(vacancy.recruiter)
  if (own) return fromRecruiter(own, 'recruiter', null)
  const sector = populated(vacancy.vacancySectorGroup?.[0])
  const manager = populated(sector?.accountManager)
  if (sector && manager) return fromRecruiter(manager, 'sector', sector.title)
  return {
    role: 'office',
    name: office.brandName,
    phone: office.phone?.trim() || null,
    email: office.email,
    photo: null,
    sector: null,
  }
}
