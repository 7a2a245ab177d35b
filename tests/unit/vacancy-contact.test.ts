import { describe, expect, it } from 'vitest'

import { chooseVacancyContact } from '@/content/vacancy-contact'
import type { Recruiter, SectorGroup } from '@/payload-types'
import { mergeSimilarMatches, NEARBY_KM, sectorNamedIn } from '@/search/server/similar-vacancies'

const office = { brandName: 'Koers Groep', phone: '030 123 45 67', email: 'info@koersgroep.nl' }
const person = (id: number, name: string): Recruiter => ({
  id,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@koersgroep.nl`,
  phone: '030 123 45 70',
  updatedAt: '',
  createdAt: '',
})
const sector = (accountManager: Recruiter | null): SectorGroup => ({
  id: 3,
  title: 'Zorg & Welzijn',
  accountManager,
  updatedAt: '',
  createdAt: '',
})

describe('the person to ask about a vacancy', () => {
  it('is its own recruiter when it has one', () => {
    const contact = chooseVacancyContact(
      { recruiter: person(1, 'Aylin Demir'), vacancySectorGroup: [sector(person(2, 'Laura Vermeulen'))] },
      office,
    )
    expect(contact).toMatchObject({ role: 'recruiter', name: 'Aylin Demir', email: 'aylin@koersgroep.nl' })
  })

  it("else the sector's account manager, with the sector's name", () => {
    const contact = chooseVacancyContact(
      { recruiter: null, vacancySectorGroup: [sector(person(2, 'Laura Vermeulen'))] },
      office,
    )
    expect(contact).toMatchObject({ role: 'sector', name: 'Laura Vermeulen', sector: 'Zorg & Welzijn' })
  })

  it('else the office, with its phone and e-mail', () => {
    expect(chooseVacancyContact({ recruiter: null, vacancySectorGroup: [sector(null)] }, office)).toEqual({
      role: 'office',
      name: 'Koers Groep',
      phone: '030 123 45 67',
      email: 'info@koersgroep.nl',
      photo: null,
      sector: null,
    })
    // Relations not populated (ids only) say nothing about a person.
    expect(chooseVacancyContact({ recruiter: 4, vacancySectorGroup: [3] }, office).role).toBe('office')
  })
})

describe('similar vacancies and why they are shown', () => {
  it('takes the same sector first, then the same work nearby, each once, at most three', () => {
    const merged = mergeSimilarMatches(
      [
        { id: 1, distanceKm: 5 },
        { id: 2, distanceKm: 120 },
      ],
      [
        { id: 1, distanceKm: 5 },
        { id: 3, distanceKm: 12 },
        { id: 4, distanceKm: NEARBY_KM + 1 },
        { id: 5, distanceKm: 20 },
      ],
    )
    expect(merged).toEqual([
      { id: 1, distanceKm: 5, reasons: { sameSector: true, nearby: true } },
      { id: 2, distanceKm: 120, reasons: { sameSector: true, nearby: false } },
      { id: 3, distanceKm: 12, reasons: { sameSector: false, nearby: true } },
    ])
  })

  it('leaves out another sector’s vacancy that is not nearby', () => {
    expect(mergeSimilarMatches([], [{ id: 4, distanceKm: NEARBY_KM + 1 }])).toEqual([])
  })
})

describe('the sector a news article writes about', () => {
  const sectors = [
    { id: 1, title: 'Bouw & Infra' },
    { id: 3, title: 'Zorg & Welzijn' },
  ]

  it('is the first whose name it mentions, also inside a longer word', () => {
    expect(sectorNamedIn('Meer handen aan het bed in de thuiszorg', sectors)).toBe(3)
    expect(sectorNamedIn('Woningbouw trekt aan', sectors)).toBe(1)
    expect(sectorNamedIn('Salarissen stijgen', sectors)).toBeNull()
  })
})
