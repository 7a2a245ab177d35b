import { describe, expect, it } from 'vitest'

import { buildListHref, buildSubjectHref } from '@/lists/list-params'
import { parseListQuery } from '@/lists/list-query'

const paramsOf = (search: string) => {
  const { page, subject } = parseListQuery(new URLSearchParams(search))
  return { page, subject }
}

describe('article list parameters', () => {
  it('defaults to page 1 without a subject', () => {
    expect(paramsOf('')).toEqual({ page: 1, subject: null })
  })

  it('reads a page number and a subject slug', () => {
    expect(paramsOf('page=3&subject=arbeidsmarkt')).toEqual({ page: 3, subject: 'arbeidsmarkt' })
    expect(paramsOf('subject=koers-groep').subject).toBe('koers-groep')
  })

  it("reads an old link's subject id as it is, for the proxy to send on to the slug", () => {
    expect(paramsOf('subject=12').subject).toBe('12')
  })

  it.each(['abc', '-2', '0', '2.5', '1e3', ''])('treats page %j as page 1', (page) => {
    expect(paramsOf(`page=${encodeURIComponent(page)}`).page).toBe(1)
  })

  it.each(['-1', '3.5', 'koers groep', 'koers--groep', '-koers', 'carrière', 'a/b', 'x'.repeat(101), ' ', ''])(
    'ignores subject %j',
    (subject) => {
      expect(paramsOf(`subject=${encodeURIComponent(subject)}`).subject).toBeNull()
    },
  )

  it('accepts a slug with surrounding spaces or capitals', () => {
    expect(paramsOf('subject=%20werkgevers%20').subject).toBe('werkgevers')
    expect(paramsOf('subject=Arbeidsmarkt').subject).toBe('arbeidsmarkt')
  })
})

describe('list URLs', () => {
  it('leaves page 1 and an empty subject out of the URL', () => {
    expect(buildListHref('/blog', { page: 1, subject: null })).toBe('/blog')
    expect(buildListHref('/blog', {})).toBe('/blog')
  })

  it('keeps a later page and the subject', () => {
    expect(buildListHref('/blog', { page: 2 })).toBe('/blog?page=2')
    expect(buildListHref('/nieuws', { page: 4, subject: 'werkgevers' })).toBe('/nieuws?page=4&subject=werkgevers')
  })

  it('resets to page 1 when the subject changes', () => {
    expect(buildSubjectHref('/blog', 'koers-groep')).toBe('/blog?subject=koers-groep')
    expect(buildSubjectHref('/blog', null)).toBe('/blog')
  })
})
