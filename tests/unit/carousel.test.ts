import { describe, expect, it } from 'vitest'

import {
  CAROUSEL_EMBLA_DURATION,
  CAROUSEL_SPEED_MS,
  emblaDurationFor,
  emblaSettleTimeMs,
  slideBasis,
  SLIDES_IN_VIEW,
} from '@/content/carousel'

describe('carousel settings', () => {
  it('shows 3.2 slides, 4.2 for locations, 2 below 1100 px and 1.5 (or 1) below 600 px', () => {
    expect(SLIDES_IN_VIEW.default).toEqual({ wide: 3.2, medium: 2, narrow: 1.5 })
    expect(SLIDES_IN_VIEW.locations).toEqual({ wide: 4.2, medium: 2, narrow: 1.5 })
    expect(SLIDES_IN_VIEW.single.narrow).toBe(1)
  })

  it('sizes slides as a share of the carousel', () => {
    expect(slideBasis(3.2)).toBe('31.25%')
    expect(slideBasis(2)).toBe('50%')
    expect(slideBasis(1.5)).toBe('66.6667%')
    expect(slideBasis(4.2)).toBe('23.8095%')
  })

  it('slides in about 500 ms', () => {
    expect(CAROUSEL_SPEED_MS).toBe(500)
    expect(Math.abs(emblaSettleTimeMs(CAROUSEL_EMBLA_DURATION) - 500)).toBeLessThanOrEqual((1000 / 60) * 2)
  })

  it('takes longer with a larger embla duration and is instant at 0', () => {
    expect(emblaSettleTimeMs(0)).toBe(0)
    expect(emblaSettleTimeMs(10)).toBeLessThan(emblaSettleTimeMs(25))
    expect(emblaDurationFor(1000)).toBeGreaterThan(emblaDurationFor(300))
  })
})
