/**
 * Carousel settings of SPEC 9: slides in view per screen width, 500 ms slides, no looping.
 * Widths: 'wide' from 1100 px, 'medium' from 600 px, 'narrow' below 600 px.
 */
export const CAROUSEL_SPEED_MS = 500

export type CarouselVariant = 'default' | 'locations' | 'single'

export type SlidesInView = { wide: number; medium: number; narrow: number }

export const SLIDES_IN_VIEW: Record<CarouselVariant, SlidesInView> = {
  default: { wide: 3.2, medium: 2, narrow: 1.5 },
  locations: { wide: 4.2, medium: 2, narrow: 1.5 },
  /** The variant with one whole slide on small screens. */
  single: { wide: 3.2, medium: 2, narrow: 1 },
}

/** A slide's width as a share of the carousel, for `flex-basis`. */
export function slideBasis(slidesInView: number): string {
  return `${Number((100 / slidesInView).toFixed(4))}%`
}

// Embla moves slides with a damped spring (scroll-body.ts): every 1/60 s the velocity grows by
// distance / duration and is multiplied by this friction. Its `duration` is no time unit, so the
// one that lands within 1% of the target after about CAROUSEL_SPEED_MS is derived by simulation.
const EMBLA_FRICTION = 0.68
const EMBLA_FRAME_MS = 1000 / 60

/** How long embla's scroll with this `duration` takes to come within 1% of its target. */
export function emblaSettleTimeMs(duration: number): number {
  if (duration <= 0) return 0
  let position = 0
  let velocity = 0
  for (let frame = 1; frame <= 600; frame++) {
    velocity = (velocity + (1 - position) / duration) * EMBLA_FRICTION
    position += velocity
    if (Math.abs(1 - position) < 0.01) return frame * EMBLA_FRAME_MS
  }
  return Infinity
}

/** Embla's `duration` whose scroll takes closest to the given time. */
export function emblaDurationFor(ms: number): number {
  let best = 1
  for (let duration = 1; duration <= 100; duration++) {
    if (Math.abs(emblaSettleTimeMs(duration) - ms) < Math.abs(emblaSettleTimeMs(best) - ms)) best = duration
  }
  return best
}

export const CAROUSEL_EMBLA_DURATION = emblaDurationFor(CAROUSEL_SPEED_MS)
