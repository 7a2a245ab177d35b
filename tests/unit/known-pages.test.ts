import { beforeEach, describe, expect, it } from 'vitest'

import { forgetPages, isRememberedPage, rememberPage } from '@/routing/known-pages'

describe('paths found a moment ago', () => {
  beforeEach(() => forgetPages())

  it('remembers a found path for half a minute', () => {
    rememberPage('/vacatures/monteur', 1_000)
    expect(isRememberedPage('/vacatures/monteur', 1_000 + 29_999)).toBe(true)
    expect(isRememberedPage('/vacatures/monteur', 1_000 + 30_000)).toBe(false)
    expect(isRememberedPage('/vacatures/monteur', 1_000)).toBe(false)
  })

  it('forgets every path after an edit', () => {
    rememberPage('/over-ons')
    forgetPages()
    expect(isRememberedPage('/over-ons')).toBe(false)
  })

  it('keeps at most ten thousand paths, dropping the oldest', () => {
    for (let i = 0; i <= 10_000; i++) rememberPage(`/p/${i}`, 0)
    expect(isRememberedPage('/p/0', 1)).toBe(false)
    expect(isRememberedPage('/p/1', 1)).toBe(true)
    expect(isRememberedPage('/p/10000', 1)).toBe(true)
  })
})
