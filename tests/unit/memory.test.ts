import { describe, expect, it } from 'vitest'

import { HEAP_REARM_SHARE, HEAP_WARNING_SHARE, heapPressure, memoryFigures } from '@/ops/memory.mjs'

const LIMIT = 1000

/** Runs the checks over a series of heap sizes (in thousandths of the limit); returns the warnings' indexes. */
function warningsOver(series: number[]) {
  let high = false
  return series.flatMap((heapUsed, index) => {
    const next = heapPressure({ high, heapUsed, heapLimit: LIMIT })
    high = next.high
    return next.warn ? [index] : []
  })
}

describe('heap pressure', () => {
  it('stays quiet below 85% of the limit', () => {
    expect(warningsOver([100, 500, 800, 849])).toEqual([])
  })

  it('warns once when the heap passes 85%, not at every check while it stays there', () => {
    expect(warningsOver([700, 850, 900, 950, 860])).toEqual([1])
  })

  it('does not warn again while the heap only dips between 80% and 85%', () => {
    expect(warningsOver([900, 820, 880, 810, 900])).toEqual([0])
  })

  it('warns again after the heap came down below 80% and crossed 85% once more', () => {
    expect(warningsOver([900, 700, 900, 600, 860])).toEqual([0, 2, 4])
  })

  it('keeps a gap between the warning and the re-arm share', () => {
    expect(HEAP_REARM_SHARE).toBeLessThan(HEAP_WARNING_SHARE)
  })
})

describe('memory figures', () => {
  it('reports the heap in use, its limit and the resident set, in whole MB', () => {
    const figures = memoryFigures()
    expect(Object.keys(figures).sort()).toEqual(['heapLimitMB', 'heapUsedMB', 'rssMB'])
    for (const value of Object.values(figures)) expect(Number.isInteger(value)).toBe(true)
    expect(figures.heapUsedMB).toBeGreaterThan(0)
    expect(figures.heapUsedMB).toBeLessThan(figures.heapLimitMB)
    expect(figures.rssMB).toBeGreaterThanOrEqual(figures.heapUsedMB)
  })
})
