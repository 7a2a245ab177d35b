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

  it('reads a page number and a numeric subject id', () => {
    expect(paramsOf('page=3&subject=12')).toEqual({ page: 3, subject: 12 })
  })

  it.each(['abc', '-2', '0', '2.5', '1e3', ''])('treats page %j as page 1', (page) => {
    expect(paramsOf(`page=${encodeURIComponent(page)}`).page).toBe(1)
  })

  it.each(['abc', '-1', '0', '3.5', 'x12', '99999999999', ' '])('ignores subject %j', (subject) => {
    expect(paramsOf(`subject=${encodeURIComponent(subject)}`).subject).toBeNull()
  })

  it('accepts a subject id with surrounding spaces', () => {
    expect(paramsOf('subject=%207%20').subject).toBe(7)
  })
})

describe('list URLs', () => {
  it('leaves page 1 and an empty subject out of the URL', () => {
    expect(buildListHref('/blog', { page: 1, subject: null })).toBe('/blog')
    expect(buildListHref('/blog', {})).toBe('/blog')
  })

  it('keeps a later page and the subject', () => {
    expect(buildListHref('/blog', { page: 2 })).toBe('/blog?page=2')
    expect(buildListHref('/nieuws', { page: 4, subject: 3 })).toBe('/nieuws?page=4&subject=3')
  })

  it('resets to page 1 when the subject changes', () => {
    expect(buildSubjectHref('/blog', 3)).toBe('/blog?subject=3')
    expect(buildSubjectHref('/blog', null)).toBe('/blog')
  })
})
