import { describe, expect, it } from 'vitest'

import { countAlertsBySearch } from '@/alerts/counts'
import { buildConfirmationMail, buildDigestMail } from '@/alerts/mail'
import { alertQueryOf, alertSearchPath, alertStateOf, describeAlertSearch } from '@/alerts/search'
import { EMPTY_VACANCY_STATE } from '@/lists/vacancy-url'
import { buildVacancyLookups } from '@/search/vacancy-options'
import { buildVacancyQuery } from '@/search/vacancy-query'

const NOW = new Date('2026-03-01T12:00:00.000Z')
const LAST = new Date('2026-02-28T07:00:00.000Z')
const lookups = buildVacancyLookups({ sectors: [{ id: 1, title: 'Techniek' }], functions: [{ id: 7, title: 'ICT' }] })

describe('a saved search', () => {
  it('is the overview URL state without the page, in the overview order', () => {
    const state = { ...EMPTY_VACANCY_STATE, page: 3, search: ' monteur ', sector: 'Techniek', location: 'Utrecht' }
    expect(alertQueryOf(state)).toBe('search=monteur&location=Utrecht&sector=Techniek')
    expect(alertQueryOf(EMPTY_VACANCY_STATE)).toBe('')
  })

  it('reads back through the overview parser: unknown keys dropped, page 1, values bounded', () => {
    expect(alertStateOf('sector=Techniek&page=4&evil=1&search=' + 'x'.repeat(300))).toEqual({
      ...EMPTY_VACANCY_STATE,
      sector: 'Techniek',
      search: 'x'.repeat(100),
    })
    expect(alertQueryOf(alertStateOf('location=Utrecht&search=monteur'))).toBe('search=monteur&location=Utrecht')
  })

  it('links to its overview page and reads as Dutch words', () => {
    expect(alertSearchPath('search=monteur&sector=Techniek')).toBe('/vacatures?search=monteur&sector=Techniek')
    expect(alertSearchPath('')).toBe('/vacatures')
    expect(describeAlertSearch('search=monteur&sector=Techniek&location=Utrecht')).toBe(
      'zoekterm "monteur", sector Techniek, regio Utrecht',
    )
    expect(describeAlertSearch('')).toBe('alle vacatures')
  })

  it("keeps 'Salaris vanaf' in its query, its words and its match", () => {
    const state = { ...EMPTY_VACANCY_STATE, search: 'monteur', salaris: 3000 as const }
    expect(alertQueryOf(state)).toBe('search=monteur&salaris=3000')
    expect(alertSearchPath('salaris=3000')).toBe('/vacatures?salaris=3000')
    expect(describeAlertSearch('search=monteur&salaris=3000')).toBe(
      // The amount in Dutch notation, a no-break space after the euro sign.
      'zoekterm "monteur", salaris vanaf €\u00a03.000 per maand',
    )
    expect(buildVacancyQuery(alertStateOf('salaris=3000'), lookups, NOW)).toMatchObject({ minMonthlySalary: 3000 })
    // Only the offered amounts are a filter, as on the overview.
    expect(alertStateOf('salaris=2999').salaris).toBeNull()
  })
})

describe('matching a saved search against new vacancies', () => {
  const window = { after: LAST, until: NOW }

  it('is the overview query (filters AND search) narrowed to the publication window', () => {
    const state = alertStateOf('search=monteur&sector=Techniek&near=Utrecht&km=10')
    const overview = buildVacancyQuery(state, lookups, NOW)
    const alert = buildVacancyQuery(state, lookups, NOW, { published: window })
    expect(overview).not.toBeNull()
    expect(alert).toEqual({ ...overview, published: window })
    expect(alert).toMatchObject({ sectorId: 1, terms: [expect.objectContaining({ word: 'monteur' })] })
  })

  it('matches nothing when a filter value no longer exists, as the overview does', () => {
    expect(buildVacancyQuery(alertStateOf('sector=Verdwenen'), lookups, NOW, { published: window })).toBeNull()
  })

  it('for all vacancies has no filter but the window', () => {
    expect(buildVacancyQuery(alertStateOf(''), lookups, NOW, { published: window })).toMatchObject({
      places: [],
      sectorId: null,
      functionId: null,
      terms: [],
      near: null,
      published: window,
    })
  })
})

describe('alert mails', () => {
  const digest = buildDigestMail({
    to: 'a@example.nl',
    brand: 'Koers Groep',
    search: 'zoekterm "<monteur>"',
    vacancies: [
      {
        title: 'Monteur & co',
        url: 'https://site.nl/vacatures/monteur',
        company: 'Bedrijf',
        location: 'Utrecht',
        salary: '€ 3.200 – € 4.100 per maand',
      },
    ],
    total: 1,
    searchUrl: 'https://site.nl/vacatures?search=monteur',
    manageUrl: 'https://site.nl/vacature-alert/beheren?token=t',
    unsubscribeUrl: 'https://site.nl/actions/module/vacancy-alert/unsubscribe?token=t',
  })

  it('has the RFC 8058 one-click headers', () => {
    expect(digest.headers).toEqual({
      'List-Unsubscribe': '<https://site.nl/actions/module/vacancy-alert/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('has an HTML part with escaped text and a plain-text part, both linking each vacancy', () => {
    expect(digest.html).toContain('Monteur &amp; co')
    expect(digest.html).toContain('&lt;monteur&gt;')
    expect(digest.html).toContain('href="https://site.nl/vacatures/monteur"')
    expect(digest.text).toContain(
      'Monteur & co\nBedrijf - Utrecht - € 3.200 – € 4.100 per maand\nhttps://site.nl/vacatures/monteur',
    )
    expect(digest.text).toContain('https://site.nl/vacature-alert/beheren?token=t')
    expect(digest.subject).toBe('1 nieuwe vacature voor zoekterm "<monteur>"')
  })

  it('asks for confirmation without repeating anything the visitor typed', () => {
    const mail = buildConfirmationMail({ to: 'a@example.nl', brand: 'Koers Groep', link: 'https://site.nl/c?token=x' })
    expect(mail.text).toContain('https://site.nl/c?token=x')
    expect(mail.html).toContain('href="https://site.nl/c?token=x"')
    expect(mail.headers).toBeUndefined()
  })
})

describe('counts per search for editors', () => {
  it('groups by search and counts active subscriptions per frequency and pending ones', () => {
    const rows = countAlertsBySearch([
      { query: 'sector=Techniek', frequency: 'daily', status: 'confirmed' },
      { query: 'sector=Techniek', frequency: 'weekly', status: 'confirmed' },
      { query: 'sector=Techniek', frequency: 'daily', status: 'pending' },
      { query: '', frequency: 'daily', status: 'confirmed' },
    ])
    expect(rows).toEqual([
      { query: 'sector=Techniek', label: 'sector Techniek', confirmed: 2, daily: 1, weekly: 1, pending: 1 },
      { query: '', label: 'alle vacatures', confirmed: 1, daily: 1, weekly: 0, pending: 0 },
    ])
  })
})
