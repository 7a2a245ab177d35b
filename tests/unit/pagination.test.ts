import { describe, expect, it } from 'vitest'

import { parseListQuery } from '@/lists/list-query'
import { padPageNumber, pageCount, pageOffset, paginationWindow } from '@/lists/pagination'

const parsePage = (value: string | undefined) =>
  parseListQuery(new URLSearchParams(value === undefined ? '' : { page: value })).page

describe('pagination (SPEC 2.4, 9)', () => {
  it('shows two pages either side of the current one', () => {
    expect(paginationWindow(5, 10)).toEqual([3, 4, 5, 6, 7])
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3])
    expect(paginationWindow(10, 10)).toEqual([8, 9, 10])
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3])
  })

  it('pads page numbers to two digits', () => {
    expect(padPageNumber(1)).toBe('01')
    expect(padPageNumber(12)).toBe('12')
    expect(padPageNumber(123)).toBe('123')
  })

  it('counts pages as total / 12 rounded up', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(64)).toBe(6)
  })

  it('offsets by 12 × (page − 1)', () => {
    expect(pageOffset(1)).toBe(0)
    expect(pageOffset(3)).toBe(24)
  })

  it('reads a page that is not a number as page 1', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('4')).toBe(4)
  })
})
