import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { VacancyList } from '@/components/vacancies/VacancyList'
import { EMPTY_VACANCY_STATE } from '@/lists/vacancy-url'

const empty = { items: [], total: 0, page: 1, pageCount: 1 }

const render = (list: Parameters<typeof VacancyList>[0]['list']) =>
  renderToStaticMarkup(createElement(VacancyList, { list, state: EMPTY_VACANCY_STATE, path: '/vacatures' }))

const count = (html: string, text: string) => html.split(text).length - 1

describe('an empty vacancy list', () => {
  it("says 'Geen vacatures gevonden.' once, as its heading, and not '0 vacatures'", () => {
    const html = render(empty)
    expect(html).toMatch(/<h2 id="vacancy-results"[^>]*>Geen vacatures gevonden\.<\/h2>/)
    expect(count(html, 'Geen vacatures gevonden.')).toBe(1)
    expect(html).not.toContain('0 vacatures')
  })

  it('for an unknown place: the heading, then only why, with the places it may mean', () => {
    const html = render({ ...empty, unknownPlace: { name: 'Utrech', suggestions: ['Utrecht'] } })
    expect(count(html, 'Geen vacatures gevonden.')).toBe(1)
    expect(html).not.toContain('0 vacatures')
    expect(html).toContain('We kennen geen plaats ‘Utrech’')
    expect(html).toContain('>Utrecht</a>')
  })

  it('counts what it found', () => {
    expect(render({ ...empty, total: 1 })).toContain('>1 vacature</h2>')
  })
})
