import { describe, expect, it } from 'vitest'

import { parseListQuery } from '@/lists/list-query'
import { isVisitorOnlyView, landingFilter, subjectLandingQueries, vacancyLandingQueries } from '@/seo/list-landing'

const query = (search: string) => parseListQuery(new URLSearchParams(search))

describe('list landing pages', () => {
  it('a vacancy list narrowed by one chosen value is a landing page about it', () => {
    expect(landingFilter('vacanciesIndex', query('location=Utrecht'))).toEqual({ key: 'location', value: 'Utrecht' })
    expect(landingFilter('vacanciesIndex', query('sector=Techniek&page=2'))).toEqual({
      key: 'sector',
      value: 'Techniek',
    })
    expect(landingFilter('vacanciesIndex', query('function=Planning&sort=nieuwste'))).toEqual({
      key: 'function',
      value: 'Planning',
    })
    expect(isVisitorOnlyView('vacanciesIndex', query('sector=Techniek'))).toBe(false)
  })

  it('free text and combinations are views for visitors only, about no one filter', () => {
    for (const search of ['search=planner', 'near=Utrecht', 'near=Utrecht&km=10', 'sector=Techniek&location=Utrecht']) {
      expect(isVisitorOnlyView('vacanciesIndex', query(search))).toBe(true)
      expect(landingFilter('vacanciesIndex', query(search))).toBeNull()
    }
  })

  it('the plain list and other page types are no landing page', () => {
    expect(landingFilter('vacanciesIndex', query(''))).toBeNull()
    expect(landingFilter('vacanciesIndex', query('page=3'))).toBeNull()
    expect(landingFilter('simple', query('sector=Techniek'))).toBeNull()
    expect(isVisitorOnlyView('simple', query('search=planner'))).toBe(false)
  })

  it('a news list of one subject is a landing page about that subject', () => {
    expect(landingFilter('blogIndex', query('subject=arbeidsmarkt'))).toEqual({ key: 'subject', value: 'arbeidsmarkt' })
    expect(landingFilter('blogIndex', query('page=2'))).toBeNull()
  })

  it('lists a landing page for every region, sector and function group with open vacancies', () => {
    const options = {
      locations: [
        { value: 'Utrecht', count: 6 },
        { value: 'Groningen', count: 0 },
      ],
      sectors: [{ value: 'Bouw & Infra', count: 3 }],
      functions: [{ value: 'Planning', count: 2 }],
      salaries: [],
    }
    expect(vacancyLandingQueries(options)).toEqual([
      { location: 'Utrecht' },
      { sector: 'Bouw & Infra' },
      { function: 'Planning' },
    ])
  })

  it('lists a landing page for every news subject with published articles, by its slug', () => {
    const subjects = [
      { slug: 'arbeidsmarkt', articles: 8 },
      { slug: 'werkgevers', articles: 0 },
      { slug: null, articles: 3 },
    ]
    expect(subjectLandingQueries(subjects)).toEqual([{ subject: 'arbeidsmarkt' }])
  })
})
