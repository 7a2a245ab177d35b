import { describe, expect, it } from 'vitest'

import { MAX_SAVED_VACANCIES, parseSavedIds, removeSavedId, toggleSavedId } from '@/components/saved/saved-vacancies'
import { parseIdList } from '@/content/server/saved-vacancies'

describe('saved vacancies in the browser', () => {
  it('reads only positive whole ids, once each, and survives junk', () => {
    expect(parseSavedIds('[3, 1, 3, -2, 0, 1.5, "4", null]')).toEqual([3, 1])
    expect(parseSavedIds('not json')).toEqual([])
    expect(parseSavedIds('{"a":1}')).toEqual([])
    expect(parseSavedIds(null)).toEqual([])
  })

  it('saves newest first, unsaves on a second press, removes one', () => {
    expect(toggleSavedId([1, 2], 3)).toEqual([3, 1, 2])
    expect(toggleSavedId([3, 1, 2], 1)).toEqual([3, 2])
    expect(removeSavedId([3, 1, 2], 2)).toEqual([3, 1])
  })

  it('keeps at most the limit', () => {
    const full = Array.from({ length: MAX_SAVED_VACANCIES }, (_, index) => index + 1)
    expect(toggleSavedId(full, 999)).toHaveLength(MAX_SAVED_VACANCIES)
    expect(toggleSavedId(full, 999)[0]).toBe(999)
  })
})

describe('the ids the saved page asks for', () => {
  it('are positive whole numbers in the given order, bounded', () => {
    expect(parseIdList('3,1,x,2,1,-4,0', 10)).toEqual([3, 1, 2])
    expect(parseIdList('1,2,3', 2)).toEqual([1, 2])
    expect(parseIdList(null, 10)).toEqual([])
  })
})
